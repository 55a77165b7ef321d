package server

import (
	"io"
	"net"
	"sync"
	"time"
)

// lingerTime bounds how long a closed connection's unread input is
// drained; lingerBytes how much of it.
const (
	lingerTime  = time.Second
	lingerBytes = 256 << 10
)

// lingerListener returns connections that close gently: the write side is
// shut first (FIN), then what the client already sent is read and thrown
// away for a moment before the socket is closed. Closing a TCP socket with
// unread input makes the kernel send a reset, and a reset can destroy what
// was sent just before it: a client refused during the TLS handshake
// (revoked certificate) sends its HTTP request at once after its Finished
// message (TLS 1.3), so without this it got "Connection reset by peer"
// instead of the TLS alert saying why (Puppet Server's agents see "alert
// certificate unknown"). net/http does the same after error answers
// (closeWriteAndWait), but not after a failed handshake.
type lingerListener struct{ net.Listener }

func (l lingerListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	if tc, ok := c.(*net.TCPConn); ok {
		return &lingerConn{TCPConn: tc}, nil
	}
	return c, nil
}

type lingerConn struct {
	*net.TCPConn
	once sync.Once
}

// Close shuts the write side and returns; the rest happens in the
// background (the server's shutdown closes idle connections one after the
// other and must not wait).
func (c *lingerConn) Close() error {
	c.once.Do(func() {
		if err := c.TCPConn.CloseWrite(); err != nil {
			c.TCPConn.Close()
			return
		}
		go func() {
			_ = c.TCPConn.SetReadDeadline(time.Now().Add(lingerTime))
			_, _ = io.Copy(io.Discard, io.LimitReader(c.TCPConn, lingerBytes))
			c.TCPConn.Close()
		}()
	})
	return nil
}
