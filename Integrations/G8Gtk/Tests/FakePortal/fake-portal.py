#!/usr/bin/python3
"""A Settings portal for the tests, on the session bus it is started in.

It owns org.freedesktop.portal.Desktop and serves org.freedesktop.portal.Settings at
/org/freedesktop/portal/desktop as xdg-desktop-portal does (desktop-portal/settings.c):
ReadAll answers a{sa{sv}} for the namespaces asked (globs "ns.*" included), ReadOne the value
in one variant, Read the value in two (the deprecated method's documented bug), unknown keys
the error org.freedesktop.portal.Error.NotFound, and the property `version`.

Run it inside a bus of its own:
    dbus-run-session --config-file=session.conf -- /usr/bin/python3 fake-portal.py [options]
It prints "ready ADDRESS" once it is on the bus (and owns the portal's name). Then each line
read from standard input is a command, answered "ok" or "error: ..." once done:
    set NS KEY VALUE      store the setting and emit SettingChanged (VALUE in GVariant text)
    store NS KEY VALUE    store the setting without a signal
    restart               leave the bus and come back on a new connection, as a portal that
                          restarts does (its name gets a new owner)
    emit NS KEY VALUE     emit SettingChanged without storing it
    emit-raw BODY         emit SettingChanged whose body is BODY, a tuple in GVariant text
End of input ends the portal, and dbus-run-session with it.

Options:
    --version N             the `version` property (default 2)
    --methods A,B           the methods it has (default ReadAll,ReadOne,Read)
    --set NS KEY VALUE      a setting it starts with (repeatable)
    --no-portal             join the bus without owning the portal's name
    --read-all-reply VALUE  answer every ReadAll with VALUE, a tuple in GVariant text, whatever
                            its type (the method is declared with that reply)
    --hang                  never answer a method call
"""

import argparse
import os
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

BUS_NAME = "org.freedesktop.portal.Desktop"
OBJECT_PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"

METHOD_XML = {
    "ReadAll": '<method name="ReadAll"><arg type="as" name="namespaces" direction="in"/>'
    '<arg type="{reply}" name="value" direction="out"/></method>',
    "ReadOne": '<method name="ReadOne"><arg type="s" name="namespace" direction="in"/>'
    '<arg type="s" name="key" direction="in"/><arg type="v" name="value" direction="out"/></method>',
    "Read": '<method name="Read"><arg type="s" name="namespace" direction="in"/>'
    '<arg type="s" name="key" direction="in"/><arg type="v" name="value" direction="out"/></method>',
}


def interface_xml(methods, read_all_reply):
    parts = []
    for name in methods:
        xml = METHOD_XML[name]
        if name == "ReadAll":
            if read_all_reply is None:
                xml = xml.replace("{reply}", "a{sa{sv}}")
            else:
                # The reply's members, each an out argument: "()" declares none.
                members = [read_all_reply.get_child_value(i) for i in range(read_all_reply.n_children())]
                outs = "".join(f'<arg type="{m.get_type_string()}" direction="out"/>' for m in members)
                xml = ('<method name="ReadAll"><arg type="as" name="namespaces" direction="in"/>' + outs + "</method>")
        parts.append(xml)
    return (
        f'<node><interface name="{INTERFACE}">' + "".join(parts)
        + '<signal name="SettingChanged"><arg type="s" name="namespace"/><arg type="s" name="key"/>'
        '<arg type="v" name="value"/></signal><property name="version" type="u" access="read"/>'
        "</interface></node>"
    )


class Portal:
    def __init__(self, options):
        self.version = options.version
        self.methods = [m for m in options.methods.split(",") if m]
        self.read_all_reply = GLib.Variant.parse(None, options.read_all_reply, None, None) if options.read_all_reply else None
        self.hang = options.hang
        self.pending = []  # calls never answered, kept so that GLib does not answer them
        self.settings = {}
        for namespace, key, text in options.set or []:
            self.settings.setdefault(namespace, {})[key] = GLib.Variant.parse(None, text, None, None)
        self.connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def register(self):
        info = Gio.DBusNodeInfo.new_for_xml(interface_xml(self.methods, self.read_all_reply))
        self.connection.register_object(OBJECT_PATH, info.interfaces[0], self.on_call, self.on_get_property, None)

    def own(self, acquired, lost):
        self.owner = Gio.bus_own_name_on_connection(self.connection, BUS_NAME, Gio.BusNameOwnerFlags.NONE, acquired, lost)

    def restart(self, address, done):
        Gio.bus_unown_name(self.owner)
        self.connection.close_sync(None)
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        self.connection = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
        self.register()
        self.own(lambda *_: done(), None)

    def on_get_property(self, connection, sender, path, interface, name):
        return GLib.Variant("u", self.version) if name == "version" else None

    def matching(self, namespaces):
        if len(namespaces) == 0 or "" in namespaces:
            return dict(self.settings)
        found = {}
        for pattern in namespaces:
            for namespace, values in self.settings.items():
                if namespace == pattern or (pattern.endswith(".*") and namespace.startswith(pattern[:-2])):
                    found[namespace] = values
        return found

    def on_call(self, connection, sender, path, interface, method, parameters, invocation):
        if self.hang:
            self.pending.append(invocation)
            return
        if method == "ReadAll":
            if self.read_all_reply is not None:
                invocation.return_value(self.read_all_reply)
                return
            answer = {ns: values for ns, values in self.matching(parameters.unpack()[0]).items()}
            invocation.return_value(GLib.Variant.new_tuple(GLib.Variant("a{sa{sv}}", answer)))
            return
        namespace, key = parameters.unpack()
        value = self.settings.get(namespace, {}).get(key)
        if value is None:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
        elif method == "ReadOne":
            invocation.return_value(GLib.Variant.new_tuple(GLib.Variant.new_variant(value)))
        else:
            # Read: the value inside two variants, as xdg-desktop-portal answers it.
            invocation.return_value(GLib.Variant.new_tuple(GLib.Variant.new_variant(GLib.Variant.new_variant(value))))

    def emit(self, body):
        self.connection.emit_signal(None, OBJECT_PATH, INTERFACE, "SettingChanged", body)
        self.connection.flush_sync(None)

    def command(self, line):
        verb, _, rest = line.partition(" ")
        if verb in ("set", "store", "emit"):
            namespace, key, text = rest.split(" ", 2)
            value = GLib.Variant.parse(None, text, None, None)
            if verb != "emit":
                self.settings.setdefault(namespace, {})[key] = value
            if verb != "store":
                self.emit(GLib.Variant.new_tuple(GLib.Variant("s", namespace), GLib.Variant("s", key), GLib.Variant.new_variant(value)))
        elif verb == "restart":
            return "later"
        elif verb == "emit-raw":
            self.emit(GLib.Variant.parse(None, rest, None, None))
        else:
            raise ValueError(f"unknown command '{verb}'")


def main():
    parser = argparse.ArgumentParser(description="A Settings portal for the tests.")
    parser.add_argument("--version", type=int, default=2)
    parser.add_argument("--methods", default="ReadAll,ReadOne,Read")
    parser.add_argument("--set", nargs=3, action="append", metavar=("NS", "KEY", "VALUE"))
    parser.add_argument("--no-portal", action="store_true")
    parser.add_argument("--read-all-reply")
    parser.add_argument("--hang", action="store_true")
    options = parser.parse_args()

    portal = Portal(options)
    loop = GLib.MainLoop()
    address = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "")

    def ready(*_):
        print("ready " + address, flush=True)

    if options.no_portal:
        ready()
    else:
        portal.register()
        portal.own(ready, lambda *_: loop.quit())

    def on_input(channel, condition):
        # GLib's channel keeps what it read ahead, and its watch knows it (Python's reader
        # would hide a second line from the watch).
        status, line, _, _ = channel.read_line()
        if status != GLib.IOStatus.NORMAL or not line:
            loop.quit()
            return False
        try:
            if portal.command(line.rstrip("\n")) == "later":
                portal.restart(address, lambda: print("ok", flush=True))
            else:
                print("ok", flush=True)
        except Exception as error:  # the test reads the reason
            print(f"error: {error}", flush=True)
        return True

    channel = GLib.IOChannel.unix_new(sys.stdin.fileno())
    GLib.io_add_watch(channel, GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, on_input)
    loop.run()


if __name__ == "__main__":
    main()
