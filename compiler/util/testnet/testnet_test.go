package testnet

import (
	"fmt"
	"net"
	"testing"
)

func TestFreeAddrAndWait(t *testing.T) {
	addr := FreeAddr(t)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("FreeAddr gave %s, which cannot be listened on: %v", addr, err)
	}
	defer ln.Close()
	WaitListening(t, addr, nil)
	p := FreePort(t)
	if p <= 0 || p > 65535 {
		t.Fatalf("FreePort = %d", p)
	}
	ln2, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", p))
	if err != nil {
		t.Fatalf("FreePort gave %d, which cannot be listened on: %v", p, err)
	}
	ln2.Close()
}
