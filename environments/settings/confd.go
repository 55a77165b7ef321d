package settings

import (
	"bytes"
	"fmt"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/data/hocon"
)

// Puppet Server reads its conf.d with Trapperkeeper's load-config, and this
// file reads it the same way:
//
//   - every file named *.ini, *.conf, *.json, *.properties, *.edn, *.yaml or
//     *.yml, except names starting with a dot (me.raynes.fs/glob skips
//     them): an editor's or package manager's leftover (a.conf.bak,
//     a.conf.dpkg-old, .a.conf.swp) is not read;
//   - .conf, .json and .properties with Typesafe Config, each file resolved
//     alone (a substitution cannot name another file's key; environment
//     variables can be named); .ini as INI; .yaml and .yml as YAML;
//   - the files deep-merged: objects merge key by key, and any other value
//     set by two files stops Puppet Server ("Duplicate configuration entry:
//     [:webserver :ssl-port]"), whatever the two values.
//
// testdata/confd records what Puppet Server makes of such directories.

// confdFile reports whether Trapperkeeper reads the file name in conf.d.
func confdFile(name string) bool {
	if strings.HasPrefix(name, ".") {
		return false
	}
	switch filepath.Ext(name) {
	case ".ini", ".conf", ".json", ".properties", ".edn", ".yaml", ".yml":
		return true
	}
	return false
}

// parseConfdFile reads one conf.d file into an object.
func (s *Settings) parseConfdFile(path string) (*hocon.Value, error) {
	ext := filepath.Ext(path)
	if ext == ".conf" || ext == ".json" {
		return hocon.ParseFile(path, hocon.Options{ReadFile: s.readFile, Required: true})
	}
	src, err := s.readFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", path, err)
	}
	switch ext {
	case ".properties":
		return parseProperties(path, src), nil
	case ".ini":
		return parseConfdINI(path, src)
	case ".yaml", ".yml":
		return parseConfdYAML(path, src)
	}
	return nil, &Error{Source: Source{Kind: FromFile, File: path},
		Msg: "Puppet Server reads this EDN file; Punch cannot read EDN: write its settings in a .conf (HOCON) file"}
}

// mergeConfd deep-merges src into dst, an object of its own (never a
// parsed tree, whose objects may be shared by substitutions), as
// Trapperkeeper's load-config does (kitchensink's deep-merge-with-keys).
func mergeConfd(dst, src *hocon.Value, path []string) error {
	for _, k := range src.Keys {
		sv := src.Fields[k]
		dv, had := dst.Fields[k]
		if !had {
			dst.Keys = append(dst.Keys, k)
			dst.Fields[k] = sv
			continue
		}
		p := append(path[:len(path):len(path)], k)
		if dv.Kind != hocon.Object || sv.Kind != hocon.Object {
			return &Error{Source: Source{Kind: FromFile, File: sv.Pos.File, Line: sv.Pos.Line, Col: sv.Pos.Col},
				Msg: fmt.Sprintf("Duplicate configuration entry: [:%s] (%s is also set at %s); Puppet Server refuses to start when two conf.d files set the same key: keep it in one file",
					strings.Join(p, " :"), strings.Join(p, "."), dv.Pos)}
		}
		merged := &hocon.Value{Kind: hocon.Object, Keys: append([]string(nil), dv.Keys...), Fields: make(map[string]*hocon.Value, len(dv.Keys)+len(sv.Keys)), Pos: dv.Pos}
		for fk, fv := range dv.Fields {
			merged.Fields[fk] = fv
		}
		if err := mergeConfd(merged, sv, p); err != nil {
			return err
		}
		dst.Fields[k] = merged
	}
	return nil
}

// confdText is a conf.d scalar's text as Puppet Server uses it:
// clj-typesafe-config drops one pair of double quotes around a string
// ("\"x\"" is x).
func confdText(v *hocon.Value) string {
	if v == nil {
		return ""
	}
	t := v.Text()
	if v.Kind == hocon.String && len(t) >= 2 && t[0] == '"' && t[len(t)-1] == '"' {
		return t[1 : len(t)-1]
	}
	return t
}

func newConfdObject(pos hocon.Pos) *hocon.Value {
	return &hocon.Value{Kind: hocon.Object, Fields: map[string]*hocon.Value{}, Pos: pos}
}

func confdString(text string, pos hocon.Pos) *hocon.Value {
	return &hocon.Value{Kind: hocon.String, V: text, Str: text, Pos: pos}
}

// setPath sets path below root to v, making objects on the way. Where a
// key is both a value and an object, the object wins (Typesafe Config's
// rule for .properties files); a later value replaces an earlier one.
func setPath(root *hocon.Value, path []string, v *hocon.Value) {
	o := root
	for i, k := range path {
		last := i == len(path)-1
		cur, had := o.Fields[k]
		if !had {
			o.Keys = append(o.Keys, k)
		}
		if last {
			if had && cur.Kind == hocon.Object {
				return // the object wins
			}
			o.Fields[k] = v
			return
		}
		if !had || cur.Kind != hocon.Object {
			cur = newConfdObject(v.Pos)
			o.Fields[k] = cur
		}
		o = cur
	}
}

// splitConfdLines splits src at "\n", "\r\n" or a lone "\r" (Java's line
// ends), giving each line and its number.
func splitConfdLines(src []byte, fn func(line string, n int)) {
	n := 0
	for len(src) > 0 {
		n++
		end := bytes.IndexAny(src, "\r\n")
		if end < 0 {
			fn(string(src), n)
			return
		}
		fn(string(src[:end]), n)
		if src[end] == '\r' && end+1 < len(src) && src[end+1] == '\n' {
			end++
		}
		src = src[end+1:]
	}
}

// parseProperties reads a Java .properties file as Typesafe Config does:
// java.util.Properties' syntax (comments with # or !, "key=value",
// "key: value" or "key value", a trailing backslash continues the line,
// backslash escapes), each key a dotted path, every value a string.
func parseProperties(path string, src []byte) *hocon.Value {
	root := newConfdObject(hocon.Pos{File: path, Line: 1, Col: 1})
	var logical strings.Builder
	start := 0
	flush := func() {
		line := logical.String()
		logical.Reset()
		key, value := splitProperty(line)
		if key == "" && value == "" {
			return
		}
		pos := hocon.Pos{File: path, Line: start, Col: 1}
		setPath(root, strings.Split(key, "."), confdString(value, pos))
	}
	splitConfdLines(src, func(line string, n int) {
		trimmed := strings.TrimLeft(line, " \t\f")
		if logical.Len() == 0 {
			if trimmed == "" || trimmed[0] == '#' || trimmed[0] == '!' {
				return
			}
			start = n
		}
		if trailingBackslashes(trimmed)%2 == 1 {
			logical.WriteString(trimmed[:len(trimmed)-1])
			return
		}
		logical.WriteString(trimmed)
		flush()
	})
	if logical.Len() > 0 {
		flush()
	}
	return root
}

func trailingBackslashes(s string) int {
	n := 0
	for n < len(s) && s[len(s)-1-n] == '\\' {
		n++
	}
	return n
}

// splitProperty splits a logical .properties line into its unescaped key
// and value.
func splitProperty(line string) (key, value string) {
	i := 0
	for i < len(line) {
		c := line[i]
		if c == '\\' {
			i += 2
			continue
		}
		if c == '=' || c == ':' || c == ' ' || c == '\t' || c == '\f' {
			break
		}
		i++
	}
	if i > len(line) {
		i = len(line)
	}
	rawKey, rest := line[:i], line[i:]
	rest = strings.TrimLeft(rest, " \t\f")
	if rest != "" && (rest[0] == '=' || rest[0] == ':') {
		rest = strings.TrimLeft(rest[1:], " \t\f")
	}
	return unescapeProperty(rawKey), unescapeProperty(rest)
}

func unescapeProperty(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 'f':
			b.WriteByte('\f')
		case 'u':
			if i+5 <= len(s) {
				if r, err := strconv.ParseUint(s[i+1:i+5], 16, 32); err == nil {
					b.WriteRune(rune(r))
					i += 4
					continue
				}
			}
			b.WriteByte('u')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// parseConfdINI reads an INI file as Trapperkeeper does (kitchensink's
// ini-to-map over ini4j): "[section]" lines, "key = value" or "key: value"
// in a section, comments starting with ; or #. Each section is an object
// of its keys.
func parseConfdINI(path string, src []byte) (*hocon.Value, error) {
	root := newConfdObject(hocon.Pos{File: path, Line: 1, Col: 1})
	var section *hocon.Value
	var err error
	splitConfdLines(src, func(line string, n int) {
		if err != nil {
			return
		}
		t := strings.TrimSpace(line)
		if t == "" || t[0] == ';' || t[0] == '#' {
			return
		}
		pos := hocon.Pos{File: path, Line: n, Col: 1}
		if t[0] == '[' {
			if !strings.HasSuffix(t, "]") || len(t) < 3 {
				err = &Error{Source: Source{Kind: FromFile, File: path, Line: n}, Msg: fmt.Sprintf("invalid INI section header %q", t)}
				return
			}
			name := strings.TrimSpace(t[1 : len(t)-1])
			if cur, ok := root.Fields[name]; ok {
				section = cur
				return
			}
			section = newConfdObject(pos)
			root.Keys = append(root.Keys, name)
			root.Fields[name] = section
			return
		}
		i := strings.IndexAny(t, "=:")
		if i <= 0 {
			err = &Error{Source: Source{Kind: FromFile, File: path, Line: n}, Msg: fmt.Sprintf("invalid INI line %q: expected key = value", t)}
			return
		}
		if section == nil {
			err = &Error{Source: Source{Kind: FromFile, File: path, Line: n}, Msg: fmt.Sprintf("INI setting %q is outside any [section]", t)}
			return
		}
		k := strings.TrimSpace(t[:i])
		if _, ok := section.Fields[k]; !ok {
			section.Keys = append(section.Keys, k)
		}
		section.Fields[k] = confdString(strings.TrimSpace(t[i+1:]), pos)
	})
	return root, err
}

// parseConfdYAML reads a YAML conf.d file: a mapping at the top.
func parseConfdYAML(path string, src []byte) (*hocon.Value, error) {
	v, _, err := data.DecodeYAML(src, data.YAMLOptions{File: path})
	if err != nil {
		return nil, err
	}
	pos := hocon.Pos{File: path}
	if v == nil {
		return newConfdObject(pos), nil
	}
	if _, ok := v.(*data.Map); !ok {
		return nil, &Error{Source: Source{Kind: FromFile, File: path}, Msg: fmt.Sprintf("a YAML configuration file must hold a mapping, not a %s", data.TypeName(v))}
	}
	return yamlToConfd(v, pos), nil
}

func yamlToConfd(v any, pos hocon.Pos) *hocon.Value {
	switch x := v.(type) {
	case *data.Map:
		o := newConfdObject(pos)
		for k, fv := range x.All() {
			key := fmt.Sprint(k)
			if _, ok := o.Fields[key]; !ok {
				o.Keys = append(o.Keys, key)
			}
			o.Fields[key] = yamlToConfd(fv, pos)
		}
		return o
	case []any:
		l := &hocon.Value{Kind: hocon.List, Pos: pos}
		for _, it := range x {
			l.Items = append(l.Items, yamlToConfd(it, pos))
		}
		return l
	case string:
		return confdString(x, pos)
	case bool:
		return &hocon.Value{Kind: hocon.Bool, V: x, Str: strconv.FormatBool(x), Pos: pos}
	case int64:
		return &hocon.Value{Kind: hocon.Number, V: x, Str: strconv.FormatInt(x, 10), Pos: pos}
	case *big.Int:
		return &hocon.Value{Kind: hocon.Number, V: x, Str: x.String(), Pos: pos}
	case float64:
		return &hocon.Value{Kind: hocon.Number, V: x, Str: strconv.FormatFloat(x, 'g', -1, 64), Pos: pos}
	}
	return &hocon.Value{Kind: hocon.Null, Str: "null", Pos: pos}
}
