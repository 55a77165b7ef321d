// Package rubyfile is Ruby's File.dirname, File.basename, File.extname and
// File.join on POSIX paths, for the Go ports of Puppet and module code that
// call them (stdlib's dirname/basename, Hiera's path resolution). Checked
// against Ruby 3.1 (testdata/record.rb).
package rubyfile

import "strings"

// Dirname is File.dirname(p).
func Dirname(p string) string {
	t := strings.TrimRight(p, "/")
	if t == "" {
		if strings.HasPrefix(p, "/") {
			return "/"
		}
		return "."
	}
	i := strings.LastIndexByte(t, '/')
	if i < 0 {
		return "."
	}
	d := strings.TrimRight(t[:i], "/")
	if d == "" {
		return "/"
	}
	if strings.HasPrefix(d, "//") {
		d = "/" + strings.TrimLeft(d, "/") // leading slashes are one
	}
	return d
}

// Basename is File.basename(p, suffix); suffix ".*" removes any extension,
// "" none.
func Basename(p, suffix string) string {
	t := strings.TrimRight(p, "/")
	if t == "" {
		if p == "" {
			return ""
		}
		return "/"
	}
	base := t[strings.LastIndexByte(t, '/')+1:]
	switch {
	case suffix == ".*":
		base = base[:len(base)-len(Extname(base))]
	case suffix != "" && strings.HasSuffix(base, suffix) && base != suffix:
		base = base[:len(base)-len(suffix)]
	}
	return base
}

// Extname is File.extname(p) (Ruby 3: "a." has the extension ".").
func Extname(p string) string {
	p = strings.TrimRight(p, "/")
	base := p[strings.LastIndexByte(p, '/')+1:]
	name := strings.TrimLeft(base, ".")
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return ""
	}
	return name[i:]
}

// Join is File.join(a, b): one separator between the parts, b's own
// leading slashes kept.
func Join(a, b string) string {
	switch {
	case strings.HasPrefix(b, "/"):
		return strings.TrimRight(a, "/") + b
	case strings.HasSuffix(a, "/"):
		return a + b
	}
	return a + "/" + b
}
