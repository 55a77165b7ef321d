// Package rubyglob is Ruby 3.1's Dir.glob, for everything in Punch that
// expands a pattern as Puppet does with Ruby: Hiera's glob/globs paths,
// environment.conf's modulepath, stdlib's glob() function.
//
// Braces are expanded first, left to right and nested ({a,b} gives each
// alternative's matches in turn, duplicates kept); then each path component
// is matched against its directory's entries, sorted as Ruby 3 sorts them:
// '*', '?' and '[...]' ('!' or '^' negates; '\' escapes) never match a
// leading '.', and a pattern component starting with '.' also matches
// "." (never ".."). "**/" matches any number of directories, none included,
// visited depth first in sorted order, without entering hidden directories
// or following symbolic links to directories; "**" as the last component
// is '*'. A trailing '/' keeps only directories and is kept in the result.
// A relative pattern is relative to the working directory, and the results
// are relative too.
//
// Unlike Ruby, a glob is bounded: it reads at most a given number of
// directory entries and expands to at most MaxPatterns brace alternatives
// (a pattern like "/**/*.yaml" would read the whole file system).
package rubyglob

import (
	"fmt"
	"os"
	"path"
	"strings"
)

// MaxPatterns bounds the brace alternatives of one pattern.
const MaxPatterns = 4096

// DefaultMaxEntries is a bound on the directory entries one glob reads,
// for callers without their own.
const DefaultMaxEntries = 200000

// TooBigError is a glob past its bounds. The caller words it.
type TooBigError struct {
	Pattern string
	// Patterns is set when the braces expand to more than MaxPatterns
	// alternatives; otherwise the glob read more than Entries entries.
	Patterns bool
	Entries  int
}

func (e *TooBigError) Error() string {
	if e.Patterns {
		return fmt.Sprintf("glob '%s' expands to more than %d patterns", e.Pattern, MaxPatterns)
	}
	return fmt.Sprintf("glob '%s' reads more than %d directory entries: make it more specific", e.Pattern, e.Entries)
}

// Glob is Dir.glob(pattern), reading at most maxEntries directory entries
// (0: DefaultMaxEntries).
func Glob(pattern string, maxEntries int) ([]string, error) {
	return GlobIn("", pattern, maxEntries)
}

// GlobIn is Glob with a relative pattern read in the directory base (""
// is the working directory) and its results relative to it: Ruby's
// Dir.glob(pattern, base: base), and a glob inside Dir.chdir(base) {...}
// where the working directory is not the process's.
func GlobIn(base, pattern string, maxEntries int) ([]string, error) {
	if maxEntries <= 0 {
		maxEntries = DefaultMaxEntries
	}
	pats := ExpandBraces(pattern)
	if len(pats) > MaxPatterns {
		return nil, &TooBigError{Pattern: pattern, Patterns: true}
	}
	g := &globber{budget: maxEntries, base: base}
	for _, p := range pats {
		g.one(p)
		if g.budget < 0 {
			return nil, &TooBigError{Pattern: pattern, Entries: maxEntries}
		}
	}
	return g.out, nil
}

// ExpandBraces expands p's {a,b} alternatives (nested ones too), left to
// right; a '\' escapes the next character.
func ExpandBraces(p string) []string {
	depth, start := 0, -1
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '{':
			if depth == 0 {
				start = i
			}
			depth++
		case '}':
			if depth == 0 {
				continue
			}
			depth--
			if depth > 0 {
				continue
			}
			var alts []string
			d, last := 0, start+1
			for j := start + 1; j < i; j++ {
				switch p[j] {
				case '\\':
					j++
				case '{':
					d++
				case '}':
					d--
				case ',':
					if d == 0 {
						alts = append(alts, p[last:j])
						last = j + 1
					}
				}
			}
			alts = append(alts, p[last:i])
			var out []string
			for _, a := range alts {
				out = append(out, ExpandBraces(p[:start]+a+p[i+1:])...)
			}
			return out
		}
	}
	return []string{p}
}

// HasMagic reports whether s has a wildcard ('*', '?', '[') or braces:
// Puppet globs a path only then.
func HasMagic(s string) bool { return strings.ContainsAny(s, "*?[{") }

type globber struct {
	budget int
	base   string // the directory of a relative pattern ("": ".")
	out    []string
}

func (g *globber) one(p string) {
	if p == "" {
		return
	}
	dir, prefix, rest := ".", "", p
	if g.base != "" {
		dir = g.base
	}
	if strings.HasPrefix(p, "/") {
		dir, prefix, rest = "/", "/", strings.TrimLeft(p, "/")
	}
	g.walk(dir, prefix, strings.Split(rest, "/"), 0)
}

func join(prefix, name string) string {
	if prefix == "" || strings.HasSuffix(prefix, "/") {
		return prefix + name
	}
	return prefix + "/" + name
}

// slash is prefix naming a directory, with the trailing '/' Ruby keeps.
func slash(prefix string) string {
	if strings.HasSuffix(prefix, "/") {
		return prefix
	}
	return prefix + "/"
}

func wild(seg string) bool { return strings.ContainsAny(seg, "*?[") }

func (g *globber) walk(dir, prefix string, segs []string, depth int) {
	if depth > 64 || g.budget < 0 || len(segs) == 0 {
		return
	}
	seg, last := segs[0], len(segs) == 1
	switch {
	case seg == "":
		// A trailing slash keeps a directory; a doubled one is one.
		if last {
			if prefix != "" && isDir(dir) {
				g.out = append(g.out, slash(prefix))
			}
			return
		}
		g.walk(dir, slash(prefix)+"/", segs[1:], depth) // Ruby keeps "a//x"
	case seg == "**" && !last:
		// Ruby goes through the directory's entries in order: for each,
		// what the rest of the pattern matches there, then (for a
		// directory that is not hidden nor a link) the same pattern
		// inside it.
		dirsOnly := len(segs) == 2 && segs[1] == ""
		if dirsOnly && prefix != "" {
			g.out = append(g.out, slash(prefix)) // "a/**/" has "a/" itself
		}
		for _, e := range g.readDir(dir) {
			if !dirsOnly {
				g.entry(dir, prefix, e, segs[1:], depth)
			}
			if e.dir && !e.link && !strings.HasPrefix(e.name, ".") {
				g.walk(path.Join(dir, e.name), join(prefix, e.name), segs, depth+1)
			}
		}
	case !wild(seg):
		name := unescape(seg)
		p := path.Join(dir, name)
		if last {
			if _, err := os.Lstat(p); err == nil {
				g.out = append(g.out, join(prefix, name))
			}
		} else if isDir(p) {
			g.walk(p, join(prefix, name), segs[1:], depth+1)
		}
	default:
		entries := g.readDir(dir)
		if strings.HasPrefix(seg, ".") && entries != nil {
			// Ruby 3.1 matches "." (never "..") with a pattern starting
			// with a dot.
			entries = append([]dirEntry{{name: ".", dir: true}}, entries...)
		}
		for _, e := range entries {
			g.entry(dir, prefix, e, segs, depth)
		}
	}
}

// entry matches one directory entry against the first of segs and goes on
// with the rest.
func (g *globber) entry(dir, prefix string, e dirEntry, segs []string, depth int) {
	seg, last := segs[0], len(segs) == 1
	switch {
	case seg == "":
		if last && e.dir {
			g.out = append(g.out, slash(join(prefix, e.name)))
		}
		return
	case seg == "**" && !last:
		return
	case wild(seg):
		if strings.HasPrefix(e.name, ".") && !strings.HasPrefix(seg, ".") {
			return
		}
		pat := strings.ReplaceAll(seg, "[!", "[^")
		if ok, err := path.Match(pat, e.name); err != nil || !ok {
			return
		}
	case unescape(seg) != e.name:
		return
	}
	if last {
		g.out = append(g.out, join(prefix, e.name))
	} else if e.dir {
		g.walk(path.Join(dir, e.name), join(prefix, e.name), segs[1:], depth+1)
	}
}

type dirEntry struct {
	name      string
	dir, link bool
}

func (g *globber) readDir(dir string) []dirEntry {
	entries, err := os.ReadDir(dir) // sorted by name, as Ruby 3 sorts
	if err != nil {
		return nil
	}
	g.budget -= len(entries) + 1
	if g.budget < 0 {
		return nil
	}
	out := make([]dirEntry, len(entries))
	for i, e := range entries {
		out[i] = dirEntry{name: e.Name(), dir: e.IsDir(), link: e.Type()&os.ModeSymlink != 0}
		if out[i].link {
			out[i].dir = isDir(path.Join(dir, e.Name()))
		}
	}
	return out
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func unescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Malformed reports the first component of pattern that is not a valid
// pattern (an unclosed '['); Ruby matches nothing for it, which a caller
// may want to point out.
func Malformed(pattern string) error {
	for _, p := range ExpandBraces(pattern) {
		for _, seg := range strings.Split(p, "/") {
			if wild(seg) {
				if _, err := path.Match(strings.ReplaceAll(seg, "[!", "[^"), ""); err != nil {
					return fmt.Errorf("%q: %v", seg, err)
				}
			}
		}
	}
	return nil
}
