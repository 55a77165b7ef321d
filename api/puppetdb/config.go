package puppetdb

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Config is what Punch takes from PuppetDB's terminus configuration,
// puppetdb.conf in the confdir (its [main] section), with the terminus's
// defaults; the same names are flags of punch serve and punch compile
// (--server_urls, --server_url_timeout, --soft_write_failure).
type Config struct {
	// ServerURLs are PuppetDB's URLs, tried in order (server_urls,
	// default https://puppetdb:8081). HTTPS, or plain HTTP to a loopback
	// address (Puppet's terminus accepts HTTPS only).
	ServerURLs []*url.URL
	// Timeout bounds each request to one URL (server_url_timeout, in
	// seconds; default 30).
	Timeout time.Duration
	// SoftWriteFailure makes a failed write (a command PuppetDB did not
	// accept) a logged error instead of a failed catalog request
	// (soft_write_failure, default false).
	SoftWriteFailure bool
	// File is where the configuration was read from ("" for defaults).
	File string
}

// DefaultConfig is the terminus's default configuration.
func DefaultConfig() Config {
	u, _ := url.Parse("https://puppetdb:8081")
	return Config{ServerURLs: []*url.URL{u}, Timeout: 30 * time.Second}
}

var (
	reSection = regexp.MustCompile(`^\[(\w+)\s*\]$`)
	reRetired = regexp.MustCompile(`^\s*(server|port)\s*=.*$`)
	reSetting = regexp.MustCompile(`^\s*(\w+)\s*=\s*(\S+|[\S+\s*\,\s*\S]+)\s*$`)
	reComment = regexp.MustCompile(`^\s*[#;]`)
)

// knownSettings are the [main] settings the terminus reads; the others it
// ignores, and so does Punch.
var knownSettings = map[string]bool{
	"server_urls": true, "ignore_blacklisted_events": true, "include_unchanged_resources": true,
	"soft_write_failure": true, "server_url_timeout": true, "min_successful_submissions": true,
	"submit_only_server_urls": true, "command_broadcast": true, "sticky_read_failover": true,
	"verify_client_certificate": true,
}

// LoadConfig reads puppetdb.conf as the terminus does (sections, "name =
// value" lines, # and ; comments); a missing file gives the defaults.
// Errors name the file and line. warn receives the terminus's warnings
// (retired settings).
func LoadConfig(path string, warn func(string)) (Config, error) {
	cfg := DefaultConfig()
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return cfg, nil
	}
	if err != nil {
		return cfg, fmt.Errorf("puppetdb: reading %s: %w", path, err)
	}
	cfg.File = path
	main := map[string]string{}
	mainLine := map[string]int{}
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		switch {
		case reSection.MatchString(line):
			section = reSection.FindStringSubmatch(line)[1]
		case reRetired.MatchString(line):
			if warn != nil {
				warn(fmt.Sprintf("Setting '%s' is retired: use 'server_urls' instead (%s:%d)", strings.TrimSpace(line), path, n))
			}
		case reSetting.MatchString(line):
			if section == "" {
				return cfg, fmt.Errorf("Setting '%s' is illegal outside of section in PuppetDB config %s:%d", line, path, n)
			}
			m := reSetting.FindStringSubmatch(line)
			if section == "main" && knownSettings[m[1]] {
				main[m[1]] = m[2]
				mainLine[m[1]] = n
			}
		case reComment.MatchString(line), strings.TrimSpace(line) == "":
		default:
			return cfg, fmt.Errorf("Unparseable line '%s' in PuppetDB config %s:%d", line, path, n)
		}
	}
	for k, v := range main {
		if err := cfg.Set(k, v); err != nil {
			return cfg, fmt.Errorf("puppetdb: %s: %w", path, err)
		}
	}
	for _, k := range unimplementedSettings {
		if _, set := main[k]; set && warn != nil {
			warn(fmt.Sprintf("puppetdb.conf sets '%s' (%s:%d), which Punch does not implement: it is ignored (Punch submits every command to the first server_urls entry that answers, reads from the same, and always sends what the terminus sends by default); remove the line to silence this warning", k, path, mainLine[k]))
		}
	}
	return cfg, nil
}

// unimplementedSettings are the terminus's settings Punch reads and does not
// act on: a warning names each one set, never silence.
var unimplementedSettings = []string{
	"min_successful_submissions", "submit_only_server_urls", "command_broadcast",
	"sticky_read_failover", "ignore_blacklisted_events", "include_unchanged_resources",
	"verify_client_certificate",
}

// Set sets one setting by its puppetdb.conf name (as a flag does).
func (c *Config) Set(name, value string) error {
	switch name {
	case "server_urls":
		urls, err := parseURLs(value)
		if err != nil {
			return err
		}
		c.ServerURLs = urls
	case "server_url_timeout":
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil || n <= 0 {
			return fmt.Errorf("server_url_timeout must be a positive number of seconds, not %q", value)
		}
		c.Timeout = time.Duration(n) * time.Second
	case "soft_write_failure":
		switch value {
		case "true":
			c.SoftWriteFailure = true
		case "false":
			c.SoftWriteFailure = false
		default:
			return fmt.Errorf("invalid value for Boolean: %q (soft_write_failure)", value)
		}
	}
	return nil
}

func parseURLs(s string) ([]*url.URL, error) {
	var out []*url.URL
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		u, err := url.Parse(part)
		if err != nil || u.Host == "" {
			return nil, fmt.Errorf("Error parsing URL '%s' in PuppetDB 'server_urls'", part)
		}
		switch u.Scheme {
		case "https":
		case "http":
			if !loopback(u.Hostname()) {
				return nil, fmt.Errorf("PuppetDB 'server_urls' must be https, found '%s' (plain http is allowed only to a loopback address)", part)
			}
		default:
			return nil, fmt.Errorf("PuppetDB 'server_urls' must be https, found '%s'", part)
		}
		if u.Path != "" && u.Path != "/" {
			return nil, fmt.Errorf("PuppetDB 'server_urls' cannot contain URL paths, found '%s'", part)
		}
		u.Path = ""
		out = append(out, u)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("PuppetDB 'server_urls' is empty")
	}
	return out, nil
}

func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
