#ifndef G8_CGTK4_SHIM_H
#define G8_CGTK4_SHIM_H

#include <gtk/gtk.h>

// GLib's type and value macros as functions, which Swift can call.

static inline GType g8_type_fundamental(GType type) { return G_TYPE_FUNDAMENTAL(type); }
static inline GType g8_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType g8_type_interface(void) { return G_TYPE_INTERFACE; }
static inline GType g8_type_int(void) { return G_TYPE_INT; }
static inline GType g8_type_uint(void) { return G_TYPE_UINT; }
static inline GType g8_type_long(void) { return G_TYPE_LONG; }
static inline GType g8_type_ulong(void) { return G_TYPE_ULONG; }
static inline GType g8_type_int64(void) { return G_TYPE_INT64; }
static inline GType g8_type_uint64(void) { return G_TYPE_UINT64; }
static inline GType g8_type_char(void) { return G_TYPE_CHAR; }
static inline GType g8_type_uchar(void) { return G_TYPE_UCHAR; }
static inline GType g8_type_float(void) { return G_TYPE_FLOAT; }
static inline GType g8_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType g8_type_string(void) { return G_TYPE_STRING; }
static inline GType g8_type_enum(void) { return G_TYPE_ENUM; }
static inline GType g8_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType g8_type_boxed(void) { return G_TYPE_BOXED; }
static inline GType g8_type_object(void) { return G_TYPE_OBJECT; }
static inline GType g8_type_rgba(void) { return GDK_TYPE_RGBA; }
static inline GType g8_type_widget(void) { return GTK_TYPE_WIDGET; }

static inline GType g8_object_type(gpointer object) { return G_OBJECT_TYPE(object); }
static inline GObjectClass *g8_object_class(gpointer object) { return G_OBJECT_GET_CLASS(object); }
static inline gboolean g8_is_widget(gpointer object) { return GTK_IS_WIDGET(object); }

static inline gint g8_pspec_int_min(GParamSpec *p) { return G_IS_PARAM_SPEC_INT(p) ? G_PARAM_SPEC_INT(p)->minimum : G_MININT; }
static inline gint g8_pspec_int_max(GParamSpec *p) { return G_IS_PARAM_SPEC_INT(p) ? G_PARAM_SPEC_INT(p)->maximum : G_MAXINT; }
static inline guint g8_pspec_uint_min(GParamSpec *p) { return G_IS_PARAM_SPEC_UINT(p) ? G_PARAM_SPEC_UINT(p)->minimum : 0; }
static inline guint g8_pspec_uint_max(GParamSpec *p) { return G_IS_PARAM_SPEC_UINT(p) ? G_PARAM_SPEC_UINT(p)->maximum : G_MAXUINT; }
static inline glong g8_pspec_long_min(GParamSpec *p) { return G_IS_PARAM_SPEC_LONG(p) ? G_PARAM_SPEC_LONG(p)->minimum : G_MINLONG; }
static inline glong g8_pspec_long_max(GParamSpec *p) { return G_IS_PARAM_SPEC_LONG(p) ? G_PARAM_SPEC_LONG(p)->maximum : G_MAXLONG; }
static inline gulong g8_pspec_ulong_min(GParamSpec *p) { return G_IS_PARAM_SPEC_ULONG(p) ? G_PARAM_SPEC_ULONG(p)->minimum : 0; }
static inline gulong g8_pspec_ulong_max(GParamSpec *p) { return G_IS_PARAM_SPEC_ULONG(p) ? G_PARAM_SPEC_ULONG(p)->maximum : G_MAXULONG; }
static inline gint64 g8_pspec_int64_min(GParamSpec *p) { return G_IS_PARAM_SPEC_INT64(p) ? G_PARAM_SPEC_INT64(p)->minimum : G_MININT64; }
static inline gint64 g8_pspec_int64_max(GParamSpec *p) { return G_IS_PARAM_SPEC_INT64(p) ? G_PARAM_SPEC_INT64(p)->maximum : G_MAXINT64; }
static inline guint64 g8_pspec_uint64_min(GParamSpec *p) { return G_IS_PARAM_SPEC_UINT64(p) ? G_PARAM_SPEC_UINT64(p)->minimum : 0; }
static inline guint64 g8_pspec_uint64_max(GParamSpec *p) { return G_IS_PARAM_SPEC_UINT64(p) ? G_PARAM_SPEC_UINT64(p)->maximum : G_MAXUINT64; }
static inline gint g8_pspec_char_min(GParamSpec *p) { return G_IS_PARAM_SPEC_CHAR(p) ? G_PARAM_SPEC_CHAR(p)->minimum : G_MININT8; }
static inline gint g8_pspec_char_max(GParamSpec *p) { return G_IS_PARAM_SPEC_CHAR(p) ? G_PARAM_SPEC_CHAR(p)->maximum : G_MAXINT8; }
static inline guint g8_pspec_uchar_min(GParamSpec *p) { return G_IS_PARAM_SPEC_UCHAR(p) ? G_PARAM_SPEC_UCHAR(p)->minimum : 0; }
static inline guint g8_pspec_uchar_max(GParamSpec *p) { return G_IS_PARAM_SPEC_UCHAR(p) ? G_PARAM_SPEC_UCHAR(p)->maximum : G_MAXUINT8; }
static inline gfloat g8_pspec_float_min(GParamSpec *p) { return G_IS_PARAM_SPEC_FLOAT(p) ? G_PARAM_SPEC_FLOAT(p)->minimum : -G_MAXFLOAT; }
static inline gfloat g8_pspec_float_max(GParamSpec *p) { return G_IS_PARAM_SPEC_FLOAT(p) ? G_PARAM_SPEC_FLOAT(p)->maximum : G_MAXFLOAT; }
static inline gdouble g8_pspec_double_min(GParamSpec *p) { return G_IS_PARAM_SPEC_DOUBLE(p) ? G_PARAM_SPEC_DOUBLE(p)->minimum : -G_MAXDOUBLE; }
static inline gdouble g8_pspec_double_max(GParamSpec *p) { return G_IS_PARAM_SPEC_DOUBLE(p) ? G_PARAM_SPEC_DOUBLE(p)->maximum : G_MAXDOUBLE; }
static inline GEnumClass *g8_pspec_enum_class(GParamSpec *p) { return G_PARAM_SPEC_ENUM(p)->enum_class; }
static inline GFlagsClass *g8_pspec_flags_class(GParamSpec *p) { return G_PARAM_SPEC_FLAGS(p)->flags_class; }

/// An empty GValue initialised to `type`.
static inline GValue g8_value_of_type(GType type) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, type);
    return value;
}

/// Sets the property `pspec` of `object` to `value`, a GValue of the property's own type
/// whose value is within the property's range, as g_object_set_property does but without
/// looking the property up by name: through the setter of the class that installed it, then
/// the notification GObject sends for a property that does not send its own. A property one
/// class overrides for another (its setter is the target's) takes g_object_set_property.
static inline void g8_object_set_pspec(GObject *object, GParamSpec *pspec, const GValue *value) {
    GObjectClass *klass = (GObjectClass *)g_type_class_peek(pspec->owner_type);
    if (klass == NULL || klass->set_property == NULL || G_IS_PARAM_SPEC_OVERRIDE(pspec)) {
        g_object_set_property(object, pspec->name, value);
        return;
    }
    klass->set_property(object, pspec->param_id, value, pspec);
    if (!(pspec->flags & G_PARAM_EXPLICIT_NOTIFY)) g_object_notify_by_pspec(object, pspec);
}

/// Connects `handler` to `signal` of `instance` with `data`; returns the handler id.
static inline gulong g8_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

#endif
