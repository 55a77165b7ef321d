package functions

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// stdlib's glob(pattern or patterns): Ruby's Dir.glob on the compiling
// machine. Braces are expanded first (each alternative's matches in turn),
// then each path component is matched against the sorted entries of its
// directory (Ruby 3 sorts): '*', '?' and '[...]' ('!' or '^' negates) never
// match a leading '.', '**' as a whole component matches any number of
// directories (hidden ones excepted). Relative patterns are relative to the
// working directory; an array gives the concatenated matches of each
// pattern.
func init() {
	register3x("glob", stdlib, -1, func(c Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, parseErr("glob(): Wrong number of arguments given (%d for 1)", len(args))
		}
		var pats []string
		switch p := args[0].(type) {
		case string:
			pats = []string{p}
		case []values.Value:
			for _, e := range p {
				s, ok := e.(string)
				if !ok {
					return nil, errorf("no implicit conversion of %s into String", rubyClassForConversion(e))
				}
				pats = append(pats, s)
			}
		default:
			return nil, parseErr("glob(): Requires either array or string to work")
		}
		out := []values.Value{}
		for _, p := range pats {
			for _, q := range expandBraces(p) {
				for _, m := range globOne(q) {
					out = append(out, m)
				}
			}
		}
		return out, nil
	})
}

// expandBraces expands the first top-level {a,b} of p, recursively.
func expandBraces(p string) []string {
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
			if depth == 0 {
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
					out = append(out, expandBraces(p[:start]+a+p[i+1:])...)
				}
				return out
			}
		}
	}
	return []string{p}
}

func hasGlobMagic(s string) bool { return strings.ContainsAny(s, "*?[") }

// globOne matches one brace-free pattern.
func globOne(p string) []string {
	if p == "" {
		return nil
	}
	root := ""
	rest := p
	if strings.HasPrefix(p, "/") {
		root = "/"
		rest = strings.TrimLeft(p, "/")
	}
	comps := strings.Split(rest, "/")
	var out []string
	var walk func(dir string, i int)
	join := func(dir, name string) string {
		if dir == "" {
			return name
		}
		if strings.HasSuffix(dir, "/") {
			return dir + name
		}
		return dir + "/" + name
	}
	walk = func(dir string, i int) {
		if i == len(comps) {
			out = append(out, dir)
			return
		}
		comp := comps[i]
		last := i == len(comps)-1
		exists := func(path string, needDir bool) bool {
			st, err := os.Stat(path)
			return err == nil && (!needDir || st.IsDir())
		}
		switch {
		case comp == "":
			// a trailing or doubled slash: Ruby keeps it for directories
			if last {
				if exists(orDot(dir), true) {
					out = append(out, dir+"/")
				}
				return
			}
			walk(dir, i+1)
		case comp == "**" && !last:
			walk(dir, i+1)
			for _, e := range sortedEntries(orDot(dir)) {
				if strings.HasPrefix(e, ".") {
					continue
				}
				sub := join(dir, e)
				if st, err := os.Lstat(sub); err == nil && st.IsDir() {
					walk(sub, i)
				}
			}
		case !hasGlobMagic(comp):
			name := unescapeGlob(comp)
			path := join(dir, name)
			if last {
				if _, err := os.Lstat(path); err == nil {
					out = append(out, path)
				}
				return
			}
			if exists(path, true) {
				walk(path, i+1)
			}
		default:
			pat := strings.ReplaceAll(comp, "[!", "[^")
			if comp == "**" {
				pat = "*"
			}
			entries := sortedEntries(orDot(dir))
			if strings.HasPrefix(comp, ".") && entries != nil {
				// Ruby 3.1 matches "." (never "..") with a pattern starting with a dot.
				entries = append([]string{"."}, entries...)
			}
			for _, e := range entries {
				if strings.HasPrefix(e, ".") && !strings.HasPrefix(comp, ".") {
					continue
				}
				if ok, err := filepath.Match(pat, e); err != nil || !ok {
					continue
				}
				sub := join(dir, e)
				if last {
					out = append(out, sub)
				} else if exists(sub, true) {
					walk(sub, i+1)
				}
			}
		}
	}
	walk(root, 0)
	return out
}

func orDot(dir string) string {
	if dir == "" {
		return "."
	}
	return dir
}

func unescapeGlob(s string) string {
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

func sortedEntries(dir string) []string {
	f, err := os.Open(dir)
	if err != nil {
		return nil
	}
	defer f.Close()
	names, _ := f.Readdirnames(-1)
	sort.Strings(names)
	return names
}
