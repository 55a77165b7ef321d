// Command punch-load is a load generator for `punch serve` (or any Puppet
// Server): clients that each hold one node's certificate and keep one
// connection open POST catalog requests with facts, as agents do, and the
// tool reports, for each concurrency level, catalogs per second, latency
// percentiles, the server's CPU time per catalog (with -server-pid), its
// own CPU time per catalog (it shares the machine with the server) and
// the load average when the run started.
//
//	punch-load -write-env DIR          # write the 200-resource environment
//	punch-load -server https://localhost:18150 -ssldir SSLDIR -cadir CADIR \
//	    -concurrency 2,16,64 -duration 20s
//
// With the real modules (issue 13): -write-real-env DIR writes an
// environment whose nodes are classified into roles using Debian's modules
// (loadtest.Roles: apache SSL, mysql, postgresql, haproxy, nova, neutron,
// keystone) and each role's first node's facts in DIR/facts/ (for
// cmd/tools/puppet_warm.rb); -roles web,mysql,... then makes client i a
// node of role i mod the number of roles, sending real facts
// (loadtest.RealFacts) with its own names and address.
//
// Client certificates (load-000.example.com, ...) are created in the
// server's CA with the CA library, as `punch ca generate` does, unless
// they already exist. See docs/performance.md.
package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/compiler/util/procinfo"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("punch-load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	writeEnv := fs.String("write-env", "", "write the load-test environmentpath (production, about 200 resources per catalog) to DIR and exit")
	items := fs.Int("items", 48, "with -write-env: defined-type instances per catalog (4 resources each)")
	server := fs.String("server", "https://localhost:8140", "server URL")
	ssldir := fs.String("ssldir", "", "the server's ssldir (for the CA certificate and to store client certificates)")
	cadir := fs.String("cadir", "", "the server's CA directory (default SSLDIR/ca)")
	conc := fs.String("concurrency", "2,16,64", "comma-separated numbers of concurrent clients, one run each")
	duration := fs.Duration("duration", 20*time.Second, "length of each run")
	warmup := fs.Duration("warmup", 3*time.Second, "requests before each run that are not counted")
	timeout := fs.Duration("timeout", 2*time.Minute, "how long a client waits for one catalog (a slow server's first compiles take long on a loaded machine)")
	env := fs.String("environment", "production", "environment to request")
	serverPID := fs.Int("server-pid", 0, "the server's process id, to report its CPU time per catalog (Linux /proc)")
	writeReal := fs.String("write-real-env", "", "write the real-module environmentpath (roles over Debian's modules) to DIR, and DIR/facts/ROLE-000.example.com.json, and exit")
	roles := fs.String("roles", "", "real-module roles of the clients, comma-separated (all: "+strings.Join(loadtest.RoleNames(), ",")+"); empty: the synthetic environment's clients")
	repo := fs.String("repo", ".", "with -write-real-env or -roles: the repository (for compiler/golden's cases and facts)")
	modules := fs.String("modules", "/usr/share/puppet/modules", "with -write-real-env: the module directory after the roles' module")
	rss := fs.Bool("rss", true, "with -server-pid: report the server's resident memory after each run and its peak (VmRSS, VmHWM)")
	byRole := fs.Bool("by-role", true, "with -roles: report each role's catalogs/s, p50 and p99 after each run (which roles make the p99)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *writeEnv != "" {
		if err := loadtest.WriteEnvironment(*writeEnv, *items); err != nil {
			fmt.Fprintln(stderr, "Error:", err)
			return 1
		}
		fmt.Fprintf(stdout, "wrote %s/production (%d items, about %d resources per catalog)\n", *writeEnv, *items, 4*(*items)+10)
		return 0
	}
	if *writeReal != "" {
		if err := writeRealEnv(*writeReal, *repo, *modules); err != nil {
			fmt.Fprintln(stderr, "Error:", err)
			return 1
		}
		fmt.Fprintf(stdout, "wrote %s/production (roles %s) and %s/facts\n", *writeReal, strings.Join(loadtest.RoleNames(), ","), *writeReal)
		return 0
	}
	if *ssldir == "" {
		fmt.Fprintln(stderr, "Error: give -ssldir (the server's ssldir), or -write-env DIR")
		return 2
	}
	var levels []int
	max := 0
	for _, s := range strings.Split(*conc, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			fmt.Fprintf(stderr, "Error: -concurrency %q: want positive numbers\n", *conc)
			return 2
		}
		levels = append(levels, n)
		if n > max {
			max = n
		}
	}
	var bodies func(i int) (string, string, []byte)
	if *roles != "" {
		var err error
		if bodies, err = roleBodies(*roles, *repo); err != nil {
			fmt.Fprintln(stderr, "Error:", err)
			return 2
		}
	}
	clients, err := makeClients(*ssldir, *cadir, *server, max, bodies, *timeout)
	if err != nil {
		fmt.Fprintln(stderr, "Error:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%-8s %9s %10s %9s %9s %9s %7s %11s %11s %s\n", "clients", "requests", "catalogs/s", "p50", "p99", "max", "errors",
		"server-CPU", "client-CPU", "load average")
	for _, n := range levels {
		if *warmup > 0 {
			runLevel(clients[:n], *server, *env, *warmup)
		}
		load := loadAverage()
		cpu0, self0 := procCPU(*serverPID), procinfo.SelfCPU()
		res := runLevel(clients[:n], *server, *env, *duration)
		cpu, self := "-", "-"
		if res.ok > 0 {
			if *serverPID > 0 {
				cpu = round((procCPU(*serverPID) - cpu0) / time.Duration(res.ok))
			}
			self = round((procinfo.SelfCPU() - self0) / time.Duration(res.ok))
		}
		fmt.Fprintf(stdout, "%-8d %9d %10.0f %9s %9s %9s %7d %11s %11s %s\n", n, res.ok, float64(res.ok)/res.elapsed.Seconds(),
			round(res.pct(50)), round(res.pct(99)), round(res.pct(100)), res.errors, cpu, self, load)
		for msg, c := range res.errorKinds {
			fmt.Fprintf(stdout, "    %d x %s\n", c, msg)
		}
		if *byRole {
			printRoles(stdout, res)
		}
		if *serverPID > 0 && *rss {
			fmt.Fprintf(stdout, "    server memory: %s\n", procMemory(*serverPID))
		}
	}
	return 0
}

// procMemory is a process's resident memory now and at its peak
// (/proc/PID/status VmRSS and VmHWM).
func procMemory(pid int) string {
	st, err := procinfo.Status(pid)
	if err != nil {
		return "-"
	}
	return "RSS " + st["VmRSS"] + ", peak " + st["VmHWM"]
}

// writeRealEnv writes the real-module environmentpath and the facts of
// each role's first node.
func writeRealEnv(dir, repo, modules string) error {
	cases := filepath.Join(repo, "compiler", "golden", "cases")
	if err := loadtest.WriteRealEnvironment(dir, cases, modules); err != nil {
		return err
	}
	base, err := loadtest.RealFacts(filepath.Join(repo, "compiler", "golden", "facts", "debian12.json"), cases)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, "facts"), 0o755); err != nil {
		return err
	}
	for _, r := range loadtest.Roles {
		node := loadtest.NodeName(r.Name, 0)
		b, err := json.MarshalIndent(map[string]any{"name": node, "values": loadtest.NodeFacts(base, node, 0)}, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, "facts", node+".json"), append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// roleBodies gives client i its node name and request body: a node of
// role i mod len(roles), with real facts.
func roleBodies(list, repo string) (func(i int) (string, string, []byte), error) {
	known := map[string]bool{}
	for _, r := range loadtest.RoleNames() {
		known[r] = true
	}
	var roles []string
	for _, r := range strings.Split(list, ",") {
		r = strings.TrimSpace(r)
		if r == "all" {
			roles = append(roles, loadtest.RoleNames()...)
			continue
		}
		if !known[r] {
			return nil, fmt.Errorf("-roles: unknown role %q (known: %s)", r, strings.Join(loadtest.RoleNames(), ","))
		}
		roles = append(roles, r)
	}
	cases := filepath.Join(repo, "compiler", "golden", "cases")
	base, err := loadtest.RealFacts(filepath.Join(repo, "compiler", "golden", "facts", "debian12.json"), cases)
	if err != nil {
		return nil, err
	}
	return func(i int) (string, string, []byte) {
		role := roles[i%len(roles)]
		node := loadtest.NodeName(role, i/len(roles))
		return role, node, loadtest.FactsBody(node, loadtest.NodeFacts(base, node, i))
	}, nil
}

// loadAverage is the machine's 1-minute load average ("-" when unknown):
// other processes share the CPUs with the server and this tool.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "-"
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return "-"
	}
	return f[0]
}

// procCPU is a process's user+system CPU time from /proc/PID/stat.
func procCPU(pid int) time.Duration {
	if pid <= 0 {
		return 0
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 {
		s = s[i+1:]
	}
	f := strings.Fields(s)
	// After the command: state is field 3; utime and stime are 14 and 15.
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	// Clock ticks are 100 per second on Linux.
	return time.Duration(ut+st) * 10 * time.Millisecond
}

func round(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(100 * time.Microsecond).String()
	}
	return d.Round(time.Microsecond).String()
}

type client struct {
	name string
	// role is the real-module role of the client's node ("" for the
	// synthetic environment's).
	role string
	http *http.Client
	body []byte
	// resp is reused to read each answer (catalogs are large).
	resp bytes.Buffer
}

// makeClients returns n clients, each with its own node certificate and
// one kept-alive connection.
func makeClients(ssldir, cadir, server string, n int, bodies func(int) (string, string, []byte), timeout time.Duration) ([]*client, error) {
	if cadir == "" {
		cadir = filepath.Join(ssldir, "ca")
	}
	var theCA *ca.CA
	pool, err := ca.LoadCertPool(filepath.Join(ssldir, "certs", "ca.pem"), nil)
	if err != nil {
		return nil, fmt.Errorf("reading the CA certificate: %w", err)
	}
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	out := make([]*client, n)
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("load-%03d.example.com", i)
		var role string
		var body []byte
		if bodies != nil {
			role, name, body = bodies(i)
		} else {
			body = loadtest.CatalogBody(name)
		}
		certFile := filepath.Join(ssldir, "certs", name+".pem")
		keyFile := filepath.Join(ssldir, "private_keys", name+".pem")
		if _, err := os.Stat(certFile); err != nil {
			if theCA == nil {
				// 2048-bit client keys: generating Puppet's default 4096-bit
				// ones took minutes for 16 clients on a loaded machine.
				theCA, err = ca.Load(ca.Config{SSLDir: ssldir, CADir: cadir, KeyLength: 2048, Logger: zerolog.Nop()})
				if err != nil {
					return nil, fmt.Errorf("opening the CA to create client certificates: %w", err)
				}
			}
			if _, err := theCA.Generate(name, nil, false, "punch-load"); err != nil {
				return nil, err
			}
		}
		cert, err := tls.LoadX509KeyPair(certFile, keyFile)
		if err != nil {
			return nil, err
		}
		tr := &http.Transport{
			TLSClientConfig: &tls.Config{RootCAs: pool, Certificates: []tls.Certificate{cert}, ServerName: u.Hostname(),
				// Resume sessions when a connection is replaced, as agents'
				// OpenSSL does.
				ClientSessionCache: tls.NewLRUClientSessionCache(4)},
			MaxIdleConnsPerHost: 1,
			MaxConnsPerHost:     1,
			DisableCompression:  true,
		}
		out[i] = &client{name: name, role: role, http: &http.Client{Transport: tr, Timeout: timeout}, body: body}
	}
	return out, nil
}

type result struct {
	ok, errors int
	latencies  []time.Duration
	elapsed    time.Duration
	errorKinds map[string]int
	// roles holds the latencies of each role's clients (real-module
	// clients only), sorted.
	roles map[string][]time.Duration
}

// printRoles reports each role's share of a run: with compiles of 3 to 20
// ms in one mix, the p99 of the whole is made by the largest roles and by
// how long requests wait for a compile slot.
func printRoles(w io.Writer, res *result) {
	names := make([]string, 0, len(res.roles))
	for r := range res.roles {
		names = append(names, r)
	}
	sort.Strings(names)
	for _, r := range names {
		sub := &result{latencies: res.roles[r]}
		fmt.Fprintf(w, "    %-10s %7d %10.1f %9s %9s %9s\n", r, len(sub.latencies), float64(len(sub.latencies))/res.elapsed.Seconds(),
			round(sub.pct(50)), round(sub.pct(99)), round(sub.pct(100)))
	}
}

func (r *result) pct(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	i := int(float64(len(r.latencies)-1) * p / 100)
	return r.latencies[i]
}

// runLevel runs the clients for d, each sending one request after another.
// A request under way when the time is up is finished (and counted), so
// connections stay open from one run to the next; the elapsed time runs
// until the last one is done.
func runLevel(clients []*client, server, env string, d time.Duration) *result {
	ctx := context.Background()
	deadline := time.Now().Add(d)
	var mu sync.Mutex
	res := &result{errorKinds: map[string]int{}, roles: map[string][]time.Duration{}}
	var wg sync.WaitGroup
	start := time.Now()
	for _, c := range clients {
		wg.Add(1)
		go func(c *client) {
			defer wg.Done()
			var lat []time.Duration
			ok, bad := 0, 0
			kinds := map[string]int{}
			checked := false
			for time.Now().Before(deadline) {
				t0 := time.Now()
				status, n, body, err := c.post(ctx, server, env)
				el := time.Since(t0)
				switch {
				case err != nil:
					bad++
					kinds[err.Error()]++
				case status != 200:
					bad++
					kinds[fmt.Sprintf("HTTP %d: %.120s", status, body)]++
				default:
					if !checked {
						checked = true
						if n < 2000 {
							kinds["catalog suspiciously small"]++
						}
					}
					ok++
					lat = append(lat, el)
				}
			}
			mu.Lock()
			res.ok += ok
			res.errors += bad
			res.latencies = append(res.latencies, lat...)
			if c.role != "" {
				res.roles[c.role] = append(res.roles[c.role], lat...)
			}
			for k, v := range kinds {
				res.errorKinds[k] += v
			}
			mu.Unlock()
		}(c)
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	sort.Slice(res.latencies, func(i, j int) bool { return res.latencies[i] < res.latencies[j] })
	for _, l := range res.roles {
		sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	}
	return res
}

func (c *client) post(ctx context.Context, server, env string) (int, int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", server+"/puppet/v3/catalog/"+c.name+"?environment="+env, bytes.NewReader(c.body))
	if err != nil {
		return 0, 0, nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/vnd.puppet.rich+json, application/json, text/pson")
	req.Header.Set("X-Puppet-Version", "7.23.0")
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, 0, nil, err
	}
	defer resp.Body.Close()
	c.resp.Reset()
	if resp.ContentLength > 0 {
		c.resp.Grow(int(resp.ContentLength) + 1)
	}
	if _, err := c.resp.ReadFrom(resp.Body); err != nil {
		return 0, 0, nil, err
	}
	b := c.resp.Bytes()
	return resp.StatusCode, len(b), b, nil
}
