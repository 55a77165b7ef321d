// Package hostnet finds this host's primary IPv4 and IPv6 addresses as
// Facter 4 does for the ipaddress and ipaddress6 facts on Linux. Puppet's
// catalog compiler (Puppet::Resource::Catalog::Compiler#set_server_facts)
// gives a compile $serverip and $serverip6 from those two facts of the
// machine that compiles, whatever address the server listens on; punch
// compile and punch serve use these when no address is configured.
package hostnet

import (
	"bufio"
	"io"
	"net"
	"net/netip"
	"os"
	"strings"
)

// Interface is one network interface and its addresses in the order the
// kernel lists them (Facter's bindings and bindings6 come in that order).
type Interface struct {
	Name  string
	Addrs []netip.Addr
}

// Primary returns the host's ipaddress and ipaddress6 as Facter gives them
// (either may be empty). It reads /proc/net/route and the interfaces; where
// they cannot be read it returns what it found.
func Primary() (v4, v6 string) {
	ifaces := hostInterfaces()
	route := ""
	if f, err := os.Open("/proc/net/route"); err == nil {
		route = defaultRouteInterface(f)
		f.Close()
	}
	return pick(route, ifaces)
}

func hostInterfaces() []Interface {
	list, err := net.Interfaces()
	if err != nil {
		return nil
	}
	out := make([]Interface, 0, len(list))
	for _, ni := range list {
		addrs, err := ni.Addrs()
		if err != nil {
			continue
		}
		it := Interface{Name: ni.Name}
		for _, a := range addrs {
			if p, err := netip.ParsePrefix(a.String()); err == nil {
				it.Addrs = append(it.Addrs, p.Addr().Unmap())
			}
		}
		out = append(out, it)
	}
	return out
}

// defaultRouteInterface is the interface of the first default route in
// the text of /proc/net/route (Facter's read_from_proc_route: destination
// and mask 00000000, interface not "*", which stands for a blackhole).
func defaultRouteInterface(r io.Reader) string {
	sc := bufio.NewScanner(r)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue
		}
		f := strings.Split(strings.TrimSpace(sc.Text()), "\t")
		if len(f) > 7 && f[1] == "00000000" && f[7] == "00000000" && f[0] != "*" {
			return f[0]
		}
	}
	return ""
}

// pick chooses the primary interface (the default route's, else the first
// interface with an address Facter does not ignore) and returns its first
// not-ignored IPv4 and IPv6 address, or its first one of the family where
// all are ignored, as Facter's find_valid_binding.
func pick(route string, ifaces []Interface) (v4, v6 string) {
	var primary *Interface
	for i := range ifaces {
		if route != "" && ifaces[i].Name == route {
			primary = &ifaces[i]
			break
		}
	}
	if primary == nil && route == "" {
		for i := range ifaces {
			if primary != nil {
				break
			}
			for _, a := range ifaces[i].Addrs {
				if !ignored(a) {
					primary = &ifaces[i]
					break
				}
			}
		}
	}
	if primary == nil {
		return "", ""
	}
	return binding(primary.Addrs, true), binding(primary.Addrs, false)
}

func binding(addrs []netip.Addr, want4 bool) string {
	first := ""
	for _, a := range addrs {
		if a.Is4() != want4 {
			continue
		}
		if !ignored(a) {
			return a.String()
		}
		if first == "" {
			first = a.String()
		}
	}
	return first
}

var (
	linkLocal4  = netip.MustParsePrefix("169.254.0.0/16")
	linkLocal6  = netip.MustParsePrefix("fe80::/10")
	uniqueLocal = netip.MustParsePrefix("fc00::/7")
)

// ignored is Facter's ignored_ip_address: loopback, IPv4 and IPv6 link-local
// and IPv6 unique-local addresses.
func ignored(a netip.Addr) bool {
	return a.IsLoopback() || linkLocal4.Contains(a) || linkLocal6.Contains(a) || uniqueLocal.Contains(a)
}
