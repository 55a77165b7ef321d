package fileserve

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/punch-dev/punch/api/ca"
)

// Custom mounts: Puppet's fileserver.conf (the fileserverconfig setting),
// as Puppet 7 reads it:
//
//	# a comment
//	[site]
//	  path /etc/puppetlabs/code/site-files
//	[private]
//	  path /srv/private/%H
//
// serves puppet:///site/x from /etc/puppetlabs/code/site-files/x, and
// puppet:///private/x from a directory per client: in a path, %H is the
// client's certname, %h its first label, %d the rest (its domain) and %%
// a percent sign. Puppet 7 ignores allow and deny lines (authorization is
// auth.conf's, here --auth_config's rules) and logs an error for each but
// "allow *". The built-in mounts (modules, plugins, pluginfacts, tasks,
// scripts, locales) stay; a section named like one of them, but
// pluginfacts, is that built-in mount and takes no path.

// CustomMount is one [name] section with a path.
type CustomMount struct {
	Name string
	// Path is the directory, possibly with %h, %H, %d.
	Path string
	// Expandable is true when Path has a % pattern (checked per request,
	// not at load).
	Expandable bool
	// Line is the section's line in the file.
	Line int
}

// MountTable is a parsed fileserver.conf: the custom mounts by name.
type MountTable struct {
	File   string
	Mounts map[string]*CustomMount
}

// MountWarning is something Puppet logs while reading the file without
// refusing it (an ignored allow/deny line, a mount removed because its
// directory does not exist, a path on a built-in mount). Level is Puppet's:
// "err" or "warning".
type MountWarning struct {
	Line  int
	Level string
	Msg   string
}

// MountConfigError is a fileserver.conf Puppet refuses, in Puppet's words
// with the file and line.
type MountConfigError struct {
	File string
	Line int
	// Msg is the whole message, location included.
	Msg string
}

func (e *MountConfigError) Error() string { return e.Msg }

// mountErr builds an error whose message is format with "%s" standing for
// Puppet's location "(file: F, line: N)".
func mountErr(file string, line int, format string, args ...any) *MountConfigError {
	args = append(args, errorLocation(file, line))
	return &MountConfigError{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// errorLocation is Puppet::Util::Errors.error_location.
func errorLocation(file string, line int) string {
	return fmt.Sprintf("(file: %s, line: %d)", file, line)
}

var (
	mountHeaderRE  = regexp.MustCompile(`\[([-A-Za-z0-9_]+)\]`)
	mountSettingRE = regexp.MustCompile(`^\s*([A-Za-z0-9_]+)\s+(.+?)(\s*#.*)?$`)
	commentRE      = regexp.MustCompile(`^\s*#`)
	blankRE        = regexp.MustCompile(`^\s*$`)
	patternRE      = regexp.MustCompile(`%.`)
)

// builtinMounts are the section names Puppet makes its special mounts of
// (pluginfacts is not among them: a [pluginfacts] section is a plain
// mount replacing the built-in one).
var builtinMounts = map[string]bool{"modules": true, "plugins": true, "scripts": true, "tasks": true, "locales": true}

// maxMountConfigBytes bounds fileserver.conf.
const maxMountConfigBytes = 1 << 20

// ParseMountConfig parses fileserver.conf's content as Puppet's
// FileServing::Configuration::Parser does. A non-expandable path must be a
// readable directory, else the mount is dropped with a warning (Puppet:
// 'Removing mount "x": PATH does not exist or is not a directory'). An
// error refuses the whole file, as Puppet does.
func ParseMountConfig(file string, src []byte) (*MountTable, []MountWarning, error) {
	t := &MountTable{File: file, Mounts: map[string]*CustomMount{}}
	var warnings []MountWarning
	type section struct {
		name    string
		builtin bool
		mount   *CustomMount
		line    int
	}
	var cur *section
	seen := map[string]bool{}
	var order []*section
	lines := strings.SplitAfter(string(src), "\n")
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimSuffix(raw, "\n")
		if raw == "" {
			continue
		}
		if strings.IndexByte(line, 0) >= 0 {
			return nil, nil, mountErr(file, n, "Invalid entry at %[1]s: a NUL byte")
		}
		switch {
		case commentRE.MatchString(line), blankRE.MatchString(line):
			continue
		}
		if m := mountHeaderRE.FindStringSubmatch(line); m != nil {
			name := m[1]
			if seen[name] {
				return nil, nil, mountErr(file, n, "mount[%[1]s] is already mounted at %[1]s at %[2]s", name)
			}
			seen[name] = true
			cur = &section{name: name, builtin: builtinMounts[name], line: n}
			if !cur.builtin {
				cur.mount = &CustomMount{Name: name, Line: n}
			}
			order = append(order, cur)
			continue
		}
		m := mountSettingRE.FindStringSubmatch(line)
		if m == nil {
			return nil, nil, mountErr(file, n, "Invalid entry at %[2]s: '%[1]s'", line)
		}
		v, value := m[1], strings.TrimSpace(m[2])
		if strings.HasPrefix(value, "=") {
			return nil, nil, mountErr(file, n, "Fileserver configuration file does not use '=' as a separator at %[1]s")
		}
		switch v {
		case "path":
			if cur == nil {
				return nil, nil, mountErr(file, n, "A path must follow a [mount] line at %[1]s")
			}
			if cur.builtin {
				warnings = append(warnings, MountWarning{n, "warning", fmt.Sprintf("The '%s' module can not have a path. Ignoring attempt to set it", cur.name)})
				continue
			}
			if cur.mount == nil {
				continue // the mount was removed
			}
			cur.mount.Path = value
			cur.mount.Expandable = patternRE.MatchString(value)
			if !cur.mount.Expandable {
				if msg := checkMountDir(value); msg != "" {
					warnings = append(warnings, MountWarning{n, "err", fmt.Sprintf("Removing mount \"%s\": %s", cur.name, msg)})
					cur.mount = nil
				}
			}
		case "allow", "deny":
			if v != "allow" || value != "*" {
				warnings = append(warnings, MountWarning{n, "err", fmt.Sprintf("Entry '%s' is unsupported and will be ignored at %s; restrict a mount with an authorization rule instead (--auth_config), e.g. a path rule for ^/puppet/v3/file_(content|metadatas?)/MOUNT/", line, errorLocation(file, n))})
			}
		default:
			return nil, nil, mountErr(file, n, "Invalid argument '%[1]s' at %[2]s", v)
		}
	}
	for _, sec := range order {
		if sec.builtin || sec.mount == nil {
			// (a removed mount is not validated, as in Puppet)
			continue
		}
		if sec.mount.Path == "" {
			return nil, nil, mountErr(file, sec.line, "Mounts without paths are not usable ([%[1]s] at %[2]s)", sec.name)
		}
		t.Mounts[sec.name] = sec.mount
	}
	return t, warnings, nil
}

// checkMountDir is Puppet's check of a mount's path: a readable directory.
func checkMountDir(p string) string {
	fi, err := os.Stat(p)
	if err != nil || !fi.IsDir() {
		return p + " does not exist or is not a directory"
	}
	f, err := os.Open(p)
	if err != nil {
		return p + " is not readable"
	}
	f.Close()
	return ""
}

// LoadMountConfig reads and parses the file; a file that does not exist is
// an empty table (Puppet then has only its built-in mounts).
func LoadMountConfig(file string) (*MountTable, []MountWarning, error) {
	f, err := os.Open(file)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return &MountTable{File: file, Mounts: map[string]*CustomMount{}}, nil, nil
		}
		return nil, nil, &MountConfigError{File: file, Msg: "Cannot read file server configuration " + file + ": " + err.Error()}
	}
	defer f.Close()
	buf := make([]byte, maxMountConfigBytes+1)
	n, _ := readFull(f, buf)
	if n > maxMountConfigBytes {
		return nil, nil, &MountConfigError{File: file, Msg: fmt.Sprintf("File server configuration %s is larger than %d bytes", file, maxMountConfigBytes)}
	}
	return ParseMountConfig(file, buf[:n])
}

func readFull(f *os.File, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := f.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// expandMountPath is Puppet's Mount::File#expand for a client: %h the
// certname up to its first dot, %H the certname, %d the certname without
// its first label, %% a percent sign; other patterns stay as written. It
// refuses (ok false) a certname that is empty, or whose expansion would be
// ".", ".." or contain a slash, so no client can leave the mount's
// directory through its name.
func expandMountPath(path, node string) (string, bool) {
	if node == "" || strings.ContainsAny(node, "/\\\x00") {
		return "", false
	}
	host := node
	if i := strings.IndexByte(node, '.'); i >= 0 {
		host = node[:i]
	}
	domain := node
	// Ruby's node.sub(/[^.]+\./, ""): drop the first "label." found.
	for i := 0; i < len(node); i++ {
		if node[i] == '.' {
			continue
		}
		j := i
		for j < len(node) && node[j] != '.' {
			j++
		}
		if j < len(node) {
			domain = node[:i] + node[j+1:]
		}
		break
	}
	vals := map[byte]string{'h': host, 'H': node, 'd': domain}
	var b strings.Builder
	for i := 0; i < len(path); i++ {
		c := path[i]
		if c != '%' || i+1 >= len(path) {
			b.WriteByte(c)
			continue
		}
		k := path[i+1]
		i++
		if k == '%' {
			b.WriteByte('%')
			continue
		}
		v, ok := vals[k]
		if !ok {
			b.WriteByte('%')
			b.WriteByte(k)
			continue
		}
		if v == "" || v == "." || v == ".." {
			return "", false
		}
		b.WriteString(v)
	}
	return filepath.Clean(b.String()), true
}

// mountConfig keeps the custom mounts and re-reads fileserver.conf when it
// changes (checked at most every checkInterval, as Puppet checks its
// configuration files every filetimeout, 15 s).
type mountConfig struct {
	file     string
	interval time.Duration
	logf     func(level string, line int, msg string)

	// table and lastCheck (unix nanoseconds) are read without the lock on
	// every request; mu serialises re-reading the file.
	table     atomic.Pointer[MountTable]
	lastCheck atomic.Int64

	mu    sync.Mutex
	stamp fileStamp
}

type fileStamp struct {
	exists bool
	size   int64
	mtime  time.Time
	ino    uint64
}

func stampOf(file string) fileStamp {
	fi, err := os.Stat(file)
	if err != nil {
		return fileStamp{}
	}
	st := fileStamp{exists: true, size: fi.Size(), mtime: fi.ModTime()}
	if id, ok := idOf(fi); ok {
		st.ino = id.ino
	}
	return st
}

// current returns the table, re-reading the file when it changed. A file
// that became invalid keeps the previous table (and is logged), as in
// Puppet.
func (c *mountConfig) current() *MountTable {
	if c == nil {
		return nil
	}
	now := time.Now().UnixNano()
	if now-c.lastCheck.Load() < int64(c.interval) {
		return c.table.Load()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if now-c.lastCheck.Load() < int64(c.interval) {
		return c.table.Load() // another request just looked
	}
	c.lastCheck.Store(now)
	if st := stampOf(c.file); st != c.stamp {
		c.reloadLocked(st)
	}
	return c.table.Load()
}

// reload re-reads the file now (SIGHUP).
func (c *mountConfig) reload() error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lastCheck.Store(time.Now().UnixNano())
	return c.reloadLocked(stampOf(c.file))
}

func (c *mountConfig) reloadLocked(st fileStamp) error {
	t, warnings, err := LoadMountConfig(c.file)
	if err != nil {
		c.logf("error", 0, fmt.Sprintf("Error parsing fileserver configuration: %v; using old configuration", err))
		c.stamp = st
		return err
	}
	for _, w := range warnings {
		level := "warn"
		if w.Level == "err" {
			level = "error"
		}
		c.logf(level, w.Line, w.Msg)
	}
	c.table.Store(t)
	c.stamp = st
	names := make([]string, 0, len(t.Mounts))
	for n := range t.Mounts {
		names = append(names, n)
	}
	switch {
	case !st.exists:
		c.logf("info", 0, "no file server configuration: serving only the built-in mounts (modules, plugins, pluginfacts, tasks, scripts); create this file for custom mounts")
	case len(names) == 0:
		c.logf("info", 0, "read the file server configuration: no custom mounts")
	default:
		c.logf("info", 0, fmt.Sprintf("read the file server configuration: %d custom mount(s): %s", len(names), strings.Join(sortedStrings(names), ", ")))
	}
	return nil
}

func sortedStrings(s []string) []string {
	out := append([]string(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// clientCertname is the certname of the request's verified client
// certificate ("" without one): the node Puppet expands %h, %H and %d for.
func clientCertname(r *http.Request) string {
	if r == nil {
		return ""
	}
	if c := ca.PeerCertificate(r); c != nil {
		return c.Subject.CommonName
	}
	return ""
}

// customLocation is Puppet's Mount::File#complete_path: the mount's
// directory (expanded for the client), or rel inside it when it exists (a
// dangling link counts). Files are read through a tree rooted at the
// mount's directory, so nothing outside it is served (unless
// AllowSymlinkEscape, as Puppet does).
func (s *Server) customLocation(m *CustomMount, rel, node string) (*location, error) {
	dir := m.Path
	if m.Expandable {
		d, ok := expandMountPath(m.Path, node)
		if !ok {
			s.log.Warn().Str("mount", m.Name).Str("certname", node).
				Msg("the mount's path depends on the client's certname (%h, %H, %d) and this request has no usable one; answering not found")
			return nil, nil
		}
		dir = d
	}
	t, err := s.openTree(dir)
	if err != nil {
		if isMissing(err) {
			return nil, nil
		}
		return nil, errServer("%s", rubyErrno(err, dir))
	}
	name := strings.TrimSuffix(rel, "/")
	if name == "" {
		return &location{t: t, name: ".", display: dir}, nil
	}
	if !exists(t, name) {
		if _, err := t.lstat(name); err != nil {
			t.close()
			return nil, nil
		}
	}
	// (Puppet reports the path as joined, a trailing slash included.)
	return &location{t: t, name: name, display: dir + "/" + rel}, nil
}
