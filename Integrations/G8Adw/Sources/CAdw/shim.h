#ifndef G8_CADW_SHIM_H
#define G8_CADW_SHIM_H

#include <adwaita.h>

#endif
