// Package testnet is for tests that start servers (punch serve, fixture
// servers) on the loopback interface: a free address to give them and a
// wait until they listen.
package testnet

import (
	"net"
	"testing"
	"time"
)

// FreeAddr is a loopback address ("127.0.0.1:PORT") that nothing listened
// on a moment ago, for a server the test is about to start.
func FreeAddr(tb testing.TB) string {
	tb.Helper()
	return freeTCPAddr(tb).String()
}

// FreePort is FreeAddr's port.
func FreePort(tb testing.TB) int {
	tb.Helper()
	return freeTCPAddr(tb).Port
}

func freeTCPAddr(tb testing.TB) *net.TCPAddr {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr)
}

// WaitListening waits until something accepts connections on addr. After
// two minutes (a loaded machine starting a server) it fails the test with
// log(), what the server wrote, when log is not nil.
func WaitListening(tb testing.TB, addr string, log func() string) {
	tb.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			out := ""
			if log != nil {
				out = log()
			}
			tb.Fatalf("nothing listens on %s after 2 minutes (%v):\n%s", addr, err, out)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
