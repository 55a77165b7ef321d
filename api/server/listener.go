package server

import (
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"
)

// lingerTime bounds how long a closed connection's unread input is
// drained; lingerBytes how much of it.
const (
	lingerTime  = time.Second
	lingerBytes = 256 << 10
)

// refusedLogEvery is the least time between two log lines about refused
// connections: a flood of them gives one line per period with the count,
// not one line per connection.
const refusedLogEvery = 10 * time.Second

// connListener accepts connections up to a limit and makes them close
// gently.
//
// The limit: at most max connections are open at once (each holds a file
// descriptor from its accept until its socket is really closed); one more
// is closed at once, before its TLS handshake, and logged at warn, so that
// clients holding idle connections cannot exhaust the file descriptors the
// server needs for its code, store and agents. The connections already open
// are served as usual.
//
// Closing gently: the write side is shut first (FIN), then what the client
// already sent is read and thrown away for a moment before the socket is
// closed. Closing a TCP socket with unread input makes the kernel send a
// reset, and a reset can destroy what was sent just before it: a client
// refused during the TLS handshake (revoked certificate) sends its HTTP
// request at once after its Finished message (TLS 1.3), so without this it
// got "Connection reset by peer" instead of the TLS alert saying why
// (Puppet Server's agents see "alert certificate unknown"). net/http does
// the same after error answers (closeWriteAndWait), but not after a failed
// handshake.
//
// The per-address limit: at most maxPerAddr connections from one client IP
// address are open at once; one more is closed the same way. Without it, a
// client opening thousands of idle connections (no TLS handshake) fills
// max_connections and every agent is refused until they time out.
type connListener struct {
	net.Listener
	max        int64         // 0: no limit
	maxPerAddr int           // 0: no limit
	open       *atomic.Int64 // connections open now
	refused    func()        // counts a refused connection (metrics)
	// refusedAddr counts a connection refused for its address (metrics).
	refusedAddr func(addr string)
	log         zerolog.Logger
	now         func() time.Time

	mu       sync.Mutex
	lastLog  time.Time // of the last line about refused connections
	unlogged int       // refused since that line
	perAddr  map[string]int
	// lastAddrLog is when each address was last named in a log line.
	lastAddrLog map[string]time.Time
}

func (l *connListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if n := l.open.Add(1); l.max > 0 && n > l.max {
			l.open.Add(-1)
			l.refuse(c)
			continue
		}
		addr := hostOf(c.RemoteAddr())
		if !l.takeAddr(addr) {
			l.open.Add(-1)
			l.refuseAddr(c, addr)
			continue
		}
		release := func() { l.release(addr) }
		if tc, ok := c.(*net.TCPConn); ok {
			return &lingerConn{TCPConn: tc, release: release}, nil
		}
		return &countedConn{Conn: c, release: release}, nil
	}
}

// hostOf is the IP address of a remote address.
func hostOf(a net.Addr) string {
	if ta, ok := a.(*net.TCPAddr); ok {
		return ta.IP.String()
	}
	h, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return h
}

// takeAddr counts a connection from addr, or reports false when addr
// already holds maxPerAddr.
func (l *connListener) takeAddr(addr string) bool {
	if l.maxPerAddr <= 0 {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.perAddr == nil {
		l.perAddr = map[string]int{}
	}
	if l.perAddr[addr] >= l.maxPerAddr {
		return false
	}
	l.perAddr[addr]++
	return true
}

// release is called once per accepted connection, when its socket is
// closed.
func (l *connListener) release(addr string) {
	l.open.Add(-1)
	if l.maxPerAddr <= 0 {
		return
	}
	l.mu.Lock()
	if l.perAddr[addr]--; l.perAddr[addr] <= 0 {
		delete(l.perAddr, addr)
	}
	l.mu.Unlock()
}

// refuseAddr closes a connection beyond its address's limit, counts it and
// logs the address (at most one line per address per 10 s).
func (l *connListener) refuseAddr(c net.Conn, addr string) {
	if l.refusedAddr != nil {
		l.refusedAddr(addr)
	}
	c.Close()
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if l.lastAddrLog == nil {
		l.lastAddrLog = map[string]time.Time{}
	}
	if last, ok := l.lastAddrLog[addr]; ok && now.Sub(last) < refusedLogEvery {
		return
	}
	if len(l.lastAddrLog) > 10000 {
		l.lastAddrLog = map[string]time.Time{}
	}
	l.lastAddrLog[addr] = now
	l.log.Warn().Str("remote", addr).Int("max_connections_per_address", l.maxPerAddr).Int("open_from_address", l.perAddr[addr]).
		Msg("connection refused: this address already holds max_connections_per_address connections, so new ones from it are closed before their TLS handshake " +
			"(other addresses are still served); if it is a proxy or NAT in front of many agents, raise --max_connections_per_address, else find why it holds so many connections")
}

// refuse closes a connection beyond the limit, counts and logs it (counted
// before it is closed, so a client that saw the close finds it counted).
func (l *connListener) refuse(c net.Conn) {
	l.refused()
	remote := c.RemoteAddr().String()
	c.Close()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.unlogged++
	now := l.now()
	if !l.lastLog.IsZero() && now.Sub(l.lastLog) < refusedLogEvery {
		return
	}
	// refused: the connections closed since the last such line, this one
	// included.
	l.log.Warn().Int64("max_connections", l.max).Int("refused", l.unlogged).Str("remote", remote).
		Msg("connection refused: max_connections connections are already open, so new ones are closed before their TLS handshake " +
			"(agents try again at their next run); raise --max_connections (and the open file limit, ulimit -n) if they are agents, " +
			"else find the client that holds connections open")
	l.lastLog, l.unlogged = now, 0
}

// countedConn releases its slot when closed (connections that are not TCP,
// as in tests).
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *countedConn) Close() error {
	err := net.ErrClosed
	c.once.Do(func() {
		err = c.Conn.Close()
		c.release()
	})
	return err
}

type lingerConn struct {
	*net.TCPConn
	once    sync.Once
	release func()
}

// Close shuts the write side and returns; the rest happens in the
// background (the server's shutdown closes idle connections one after the
// other and must not wait). The connection's slot is released when the
// socket is closed.
func (c *lingerConn) Close() error {
	c.once.Do(func() {
		if err := c.TCPConn.CloseWrite(); err != nil {
			c.TCPConn.Close()
			c.release()
			return
		}
		go func() {
			_ = c.TCPConn.SetReadDeadline(time.Now().Add(lingerTime))
			_, _ = io.Copy(io.Discard, io.LimitReader(c.TCPConn, lingerBytes))
			c.TCPConn.Close()
			c.release()
		}()
	})
	return nil
}
