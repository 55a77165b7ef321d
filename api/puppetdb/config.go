package puppetdb

import (
	"errors"
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
// defaults (Puppet::Util::Puppetdb::Config, terminus 7.12); server_urls,
// server_url_timeout and soft_write_failure are also flags of punch serve
// and punch compile.
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
	// SubmitOnlyServerURLs receive commands after ServerURLs and are never
	// queried (submit_only_server_urls, default none): a PuppetDB that
	// only collects data, such as a reporting replica.
	SubmitOnlyServerURLs []*url.URL
	// CommandBroadcast sends every command to every URL of ServerURLs and
	// SubmitOnlyServerURLs instead of the first that takes it
	// (command_broadcast, default false).
	CommandBroadcast bool
	// MinSuccessfulSubmissions is how many of the broadcast submissions
	// must succeed for the command to succeed (min_successful_submissions,
	// default 1; above 1 only with CommandBroadcast).
	MinSuccessfulSubmissions int
	// StickyReadFailover makes queries start at the URL that last answered
	// after a failover instead of the first (sticky_read_failover, default
	// false).
	StickyReadFailover bool
	// IncludeUnchangedResources sends the resources of a report that have
	// no events (neither changed nor skipped) to PuppetDB
	// (include_unchanged_resources, default false).
	IncludeUnchangedResources bool
	// VerifyClientCertificate, when false, connects to PuppetDB without
	// presenting this host's certificate; PuppetDB's own certificate is
	// still verified against the CA (localcacert) either way
	// (verify_client_certificate, default true).
	VerifyClientCertificate bool
	// File is where the configuration was read from ("" for defaults).
	File string
}

// DefaultConfig is the terminus's default configuration.
func DefaultConfig() Config {
	u, _ := url.Parse("https://puppetdb:8081")
	return Config{ServerURLs: []*url.URL{u}, Timeout: 30 * time.Second, MinSuccessfulSubmissions: 1, VerifyClientCertificate: true}
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
	section := ""
	// Lines as Ruby's String#lines gives them (bufio's ScanLines would drop
	// the "\r" the section pattern must see).
	lines := strings.Split(string(b), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimRight(raw, "\r")
		switch {
		case reSection.MatchString(raw):
			// The terminus's /^\[(\w+)\s*\]$/ sees the line's "\r" of a
			// Windows line ending before its "\n": such a section line is
			// unparseable there (its settings lines take the "\r" as
			// trailing blank).
			section = reSection.FindStringSubmatch(raw)[1]
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
	if err := cfg.Validate(); err != nil {
		return cfg, fmt.Errorf("puppetdb: %s: %w", path, err)
	}
	return cfg, nil
}

// Set sets one setting by its puppetdb.conf name (as a flag does). Call
// Validate once every setting is set.
func (c *Config) Set(name, value string) error {
	switch name {
	case "server_urls":
		urls, err := parseURLs(value)
		if err != nil {
			return err
		}
		if len(urls) == 0 {
			return fmt.Errorf("PuppetDB 'server_urls' is empty")
		}
		c.ServerURLs = urls
	case "submit_only_server_urls":
		urls, err := parseURLs(value)
		if err != nil {
			return err
		}
		c.SubmitOnlyServerURLs = urls
	case "server_url_timeout":
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil || n <= 0 {
			return fmt.Errorf("server_url_timeout must be a positive number of seconds, not %q", value)
		}
		c.Timeout = time.Duration(n) * time.Second
	case "min_successful_submissions":
		// The terminus takes Ruby's String#to_i ("two" is 0); Punch refuses
		// what is not a whole number instead of guessing.
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil || n < 0 {
			return fmt.Errorf("min_successful_submissions must be a whole number, not %q", value)
		}
		c.MinSuccessfulSubmissions = n
	case "soft_write_failure":
		return setBool(&c.SoftWriteFailure, name, value)
	case "command_broadcast":
		return setBool(&c.CommandBroadcast, name, value)
	case "sticky_read_failover":
		return setBool(&c.StickyReadFailover, name, value)
	case "include_unchanged_resources":
		return setBool(&c.IncludeUnchangedResources, name, value)
	case "verify_client_certificate":
		return setBool(&c.VerifyClientCertificate, name, value)
	case "ignore_blacklisted_events":
		// The terminus 7.12 keeps this name among its legal settings and
		// reads nothing of it (PuppetDB no longer has an event blacklist):
		// any value is accepted and has no effect, as there.
	}
	return nil
}

// setBool parses a boolean setting as the terminus's to_bool: "true" or
// "false", nothing else.
func setBool(dst *bool, name, value string) error {
	switch value {
	case "true":
		*dst = true
	case "false":
		*dst = false
	default:
		return fmt.Errorf("invalid value for Boolean: %q (%s)", value, name)
	}
	return nil
}

// Validate checks the settings together, in the terminus's order and with
// its words.
func (c *Config) Validate() error {
	if c.SoftWriteFailure && c.MinSuccessfulSubmissions > 1 {
		return errors.New("soft_write_failure cannot be enabled when min_successful_submissions is greater than 1")
	}
	var both []string
	for _, u := range c.ServerURLs {
		for _, s := range c.SubmitOnlyServerURLs {
			if sameURL(u, s) {
				both = append(both, strconv.Quote(u.String()))
				break
			}
		}
	}
	if len(both) > 0 {
		// The list as Ruby prints an Array of Strings.
		return fmt.Errorf("Server URLs must be in either server_urls or submit_only_server_urls, not both. ([%s] are in both)", strings.Join(both, ", "))
	}
	if c.MinSuccessfulSubmissions > 1 && !c.CommandBroadcast {
		return errors.New("command_broadcast must be set to true to use min_successful_submissions")
	}
	if c.MinSuccessfulSubmissions > len(c.ServerURLs) {
		return fmt.Errorf("min_successful_submissions (%d) must be less than or equal to the number of server_urls (%d)", c.MinSuccessfulSubmissions, len(c.ServerURLs))
	}
	return nil
}

// sameURL compares two URLs as Ruby's URI#== does after the terminus's
// parsing: scheme and host without regard to case, port, the rest as is.
func sameURL(a, b *url.URL) bool {
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Hostname(), b.Hostname()) &&
		a.Port() == b.Port() && a.User.String() == b.User.String() && a.RawQuery == b.RawQuery
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
	return out, nil
}

func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
