package ruby

import (
	"os"
	"runtime"
	"strings"
)

// Facter as module code on the server sees it: Facter.value asks the
// server's own facts in Puppet (type files read a few of them when they
// are loaded). Punch answers the operating system facts of the machine it
// runs on and nil for everything else.

func (in *Interp) defineFacter() {
	f := in.DefineModule(nil, "Facter")
	value := func(c *Call) (Value, error) {
		return serverFact(c.In, c.In.symStr(c.Args[0])), nil
	}
	f.DefineSingletonMethod("value", 1, 1, value)
	f.DefineSingletonMethod("[]", 1, 1, func(c *Call) (Value, error) {
		o := &Object{class: c.In.cObject}
		name := c.In.symStr(c.Args[0])
		c.In.objSingleton(o).DefineMethod("value", 0, 0, func(c2 *Call) (Value, error) { return serverFact(c2.In, name), nil })
		return o, nil
	})
	f.DefineSingletonMethod("version", 0, 0, func(c *Call) (Value, error) { return NewString("4.2.14"), nil })
	for _, n := range []string{"add", "define_fact", "search", "loadfacts", "clear", "reset"} {
		n := n
		f.DefineSingletonMethod(n, 0, -1, func(c *Call) (Value, error) { return nil, c.In.unsupportedErr("Facter." + n) })
	}
}

// osRelease reads /etc/os-release (ID, VERSION_ID, NAME).
func osRelease() map[string]string {
	out := map[string]string{}
	b, err := os.ReadFile("/etc/os-release")
	if err != nil {
		return out
	}
	for _, l := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(l, "=")
		if ok {
			out[k] = strings.Trim(v, "\"")
		}
	}
	return out
}

func serverFact(in *Interp, name string) Value {
	osr := osRelease()
	osName := map[string]string{"debian": "Debian", "ubuntu": "Ubuntu", "rhel": "RedHat", "centos": "CentOS", "fedora": "Fedora", "sles": "SLES", "alpine": "Alpine", "arch": "Archlinux"}[osr["ID"]]
	family := map[string]string{"Debian": "Debian", "Ubuntu": "Debian", "RedHat": "RedHat", "CentOS": "RedHat", "Fedora": "RedHat", "SLES": "Suse", "Alpine": "Alpine", "Archlinux": "Archlinux"}[osName]
	full := osr["VERSION_ID"]
	major, _, _ := strings.Cut(full, ".")
	switch strings.ToLower(name) {
	case "kernel":
		if runtime.GOOS == "linux" {
			return NewString("Linux")
		}
		return NewString(runtime.GOOS)
	case "osfamily":
		if family != "" {
			return NewString(family)
		}
	case "operatingsystem":
		if osName != "" {
			return NewString(osName)
		}
	case "operatingsystemrelease":
		if full != "" {
			return NewString(full)
		}
	case "operatingsystemmajrelease":
		if major != "" {
			return NewString(major)
		}
	case "os":
		if osName == "" {
			return nil
		}
		h := NewHash()
		h.put(NewString("name"), NewString(osName))
		h.put(NewString("family"), NewString(family))
		rel := NewHash()
		rel.put(NewString("full"), NewString(full))
		rel.put(NewString("major"), NewString(major))
		h.put(NewString("release"), rel)
		return h
	}
	return nil
}
