package settings

// Bounds of the default of max_connections.
const (
	minDefaultConnections = 64
	maxDefaultConnections = 10000
)

// DefaultMaxConnections is max_connections' default: three quarters of the
// process's open file limit (the rest is for the code, data, store, logs and
// classifier a server opens), at least 64 and at most 10000 (an idle TLS
// connection costs tens of kilobytes of memory). Go raises the soft limit to
// the hard one at start, so the hard limit is what counts.
func DefaultMaxConnections() int {
	n := openFileLimit() / 4 * 3
	switch {
	case n < minDefaultConnections:
		return minDefaultConnections
	case n > maxDefaultConnections:
		return maxDefaultConnections
	}
	return int(n)
}
