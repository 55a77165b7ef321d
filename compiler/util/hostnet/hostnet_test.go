package hostnet

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPrimaryMatchesFacter asks the real Facter (installed with Debian's
// puppet) for this machine's ipaddress and ipaddress6 and compares.
func TestPrimaryMatchesFacter(t *testing.T) {
	if _, err := exec.LookPath("facter"); err != nil {
		t.Skip("facter not installed (apt-get install puppet)")
	}
	out, err := exec.Command("facter", "--json", "ipaddress", "ipaddress6").Output()
	if err != nil {
		t.Fatalf("facter: %v", err)
	}
	want4, want6 := jsonField(string(out), "ipaddress"), jsonField(string(out), "ipaddress6")
	v4, v6 := Primary()
	if v4 != want4 || v6 != want6 {
		t.Fatalf("Primary() = %q, %q; facter says ipaddress %q, ipaddress6 %q", v4, v6, want4, want6)
	}
}

// jsonField reads "name": "value" (or null) from facter's flat JSON.
func jsonField(js, name string) string {
	i := strings.Index(js, `"`+name+`": `)
	if i < 0 {
		return ""
	}
	rest := js[i+len(name)+4:]
	if !strings.HasPrefix(rest, `"`) {
		return ""
	}
	return rest[1 : 1+strings.Index(rest[1:], `"`)]
}

func TestDefaultRouteInterface(t *testing.T) {
	table := "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n" +
		"*\t00000000\t00000000\t0201\t0\t0\t0\t00000000\t0\t0\t0\n" +
		"eth1\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n" +
		"eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
	if got := defaultRouteInterface(strings.NewReader(table)); got != "eth0" {
		t.Fatalf("default route interface %q, want eth0 (blackhole and non-default routes skipped)", got)
	}
	if got := defaultRouteInterface(strings.NewReader(table[:strings.Index(table, "eth0")])); got != "" {
		t.Fatalf("no default route: got %q", got)
	}
}
