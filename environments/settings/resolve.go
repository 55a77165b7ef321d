package settings

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// resolver computes setting values: raw text from the flags, else the
// file, else the default; then $name references replaced; then the text
// checked and converted for the setting's kind.
type resolver struct {
	s        *Settings
	host     Host
	cache    map[string]value
	failed   map[string]error
	busy     map[string]bool
	messages []Message
}

func (s *Settings) newResolver() *resolver {
	return &resolver{s: s, host: s.host, cache: map[string]value{}, failed: map[string]error{}, busy: map[string]bool{}}
}

// raw returns the text and source of a setting: flag, file or default.
func (r *resolver) raw(d *def) (string, Source, bool, error) {
	if rv, ok := r.s.cli[d.name]; ok {
		return rv.text, rv.src, true, nil
	}
	if rv, ok := r.s.server[d.name]; ok {
		return rv.text, rv.src, true, nil
	}
	if rv, ok := r.s.file[d.name]; ok {
		return rv.text, rv.src, true, nil
	}
	if d.defFn != nil {
		t, err := d.defFn(r)
		return t, Source{}, false, err
	}
	return d.def, Source{}, false, nil
}

// value returns the converted value of a setting.
func (r *resolver) value(name string) (value, error) {
	if v, ok := r.cache[name]; ok {
		return v, nil
	}
	if err, ok := r.failed[name]; ok {
		return value{}, err
	}
	d, ok := defsByName[name]
	if !ok {
		return r.unmodelled(name)
	}
	if r.busy[name] {
		return value{}, errCycle
	}
	r.busy[name] = true
	defer delete(r.busy, name)

	text, src, isSet, err := r.raw(d)
	if err != nil {
		if !errors.Is(err, errDependency) {
			err = &Error{Setting: name, Source: src, Msg: err.Error()}
		}
		r.failed[name] = err
		return value{}, err
	}
	if !isSet && d.optional && text == "" {
		v := value{}
		r.cache[name] = v
		r.s.sources[name] = src
		return v, nil
	}
	text, err = r.interpolate(name, text, src)
	if err != nil {
		r.failed[name] = err
		return value{}, err
	}
	v, err := convert(d, text)
	if err != nil {
		err = &Error{Setting: name, Source: src, Msg: err.Error()}
		r.failed[name] = err
		return value{}, err
	}
	v.isSet = isSet
	r.cache[name] = v
	r.s.sources[name] = src
	return v, nil
}

// unmodelled is the value of a Puppet setting Punch does not model: its
// text from the file or a flag, else Puppet's default, with $references
// replaced, converted and printed as Puppet's setting class does (str is
// what `puppet config print` prints, and what a $reference to it gives).
// A setting whose default is nil has no value (a $reference to it is
// Puppet's "Could not find value").
func (r *resolver) unmodelled(name string) (value, error) {
	if v, ok := r.cache[name]; ok {
		return v, nil
	}
	ps, known := puppetSettings[name]
	rv, isSet := r.s.extra[name]
	switch {
	case isSet:
	case !known:
		return value{}, errNotFound
	case name == "name" && r.s.Application != "":
		// The application's name (Puppet's app defaults).
		rv = rawValue{text: r.s.Application}
	case ps.null:
		return value{}, errNotFound
	default:
		rv = rawValue{text: ps.def}
	}
	if r.busy[name] {
		return value{}, errCycle
	}
	r.busy[name] = true
	defer delete(r.busy, name)
	text, err := r.interpolate(name, rv.text, rv.src)
	if err != nil {
		return value{}, err
	}
	printed, err := puppetPrint(name, text, false)
	if err != nil {
		return value{}, &Error{Setting: name, Source: rv.src, Msg: err.Error()}
	}
	v := value{str: text, printed: printed, isSet: isSet}
	r.cache[name] = v
	return v, nil
}

var (
	errNotFound = errors.New("not found")
	errCycle    = errors.New("cycle")
)

// interpolate replaces $name and ${name} with the values of other
// settings, as Puppet does. $environment stays as written (with Puppet's
// warning): global settings cannot depend on an environment.
func (r *resolver) interpolate(setting, text string, src Source) (string, error) {
	var firstErr error
	keptEnv := false
	out := reInterp.ReplaceAllStringFunc(text, func(m string) string {
		if firstErr != nil {
			return m
		}
		name := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(m, "$"), "{"), "}")
		switch name {
		case "environment":
			keptEnv = true
			return m
		case "run_mode":
			return r.s.runMode()
		}
		v, err := r.value(name)
		switch {
		case errors.Is(err, errNotFound):
			firstErr = &Error{Setting: setting, Source: src, Msg: fmt.Sprintf("Error converting value for param '%s': Could not find value for %s", setting, m)}
		case errors.Is(err, errDependency):
			firstErr = errDependency
		case errors.Is(err, errCycle):
			firstErr = &Error{Setting: setting, Source: src, Msg: fmt.Sprintf("the value refers to itself through %s", m)}
		case err != nil:
			firstErr = errDependency // reported on the other setting
		}
		return v.str
	})
	if firstErr != nil {
		return "", firstErr
	}
	if keptEnv {
		r.messages = append(r.messages, Message{Level: Warning, Setting: setting, Source: src,
			Text: fmt.Sprintf("You cannot interpolate $environment within '%s' when using directory environments. Its value will remain %s.", setting, out)})
	}
	return out, nil
}

// convert checks text for the setting's kind and converts it.
func convert(d *def, text string) (value, error) {
	v := value{str: text}
	switch d.kind {
	case kString:
	case kPath:
		if text == "" {
			if d.optional {
				return v, nil
			}
			return v, fmt.Errorf("must be a path, not empty")
		}
		p, err := expandPath(text, "")
		if err != nil {
			return v, err
		}
		v.str = p
	case kPathList:
		var dirs []string
		for _, e := range strings.Split(text, string(filepath.ListSeparator)) {
			if e == "" {
				continue
			}
			p, err := expandPath(e, "")
			if err != nil {
				return v, err
			}
			dirs = append(dirs, p)
		}
		v.strs = dirs
		v.str = strings.Join(dirs, string(filepath.ListSeparator))
	case kBool:
		b, err := parseBool(text, d.name)
		if err != nil {
			return v, err
		}
		v.b = b
	case kInt, kPositive:
		n, err := parseRubyInteger(text, d.name)
		if err != nil {
			return v, err
		}
		if d.kind == kPositive && n < 1 {
			return v, fmt.Errorf("Value '%d' for parameter %s must be 1 or more", n, d.name)
		}
		v.i = n
		v.str = strconv.FormatInt(n, 10)
	case kPort:
		n, err := parseRubyInteger(text, d.name)
		if err != nil {
			return v, err
		}
		if n < 0 || n > 65535 {
			return v, fmt.Errorf("Value '%d' is not a valid port number for parameter: %s", n, d.name)
		}
		v.i = n
		v.str = strconv.FormatInt(n, 10)
	case kDuration:
		dur, ok := ParseDuration(text)
		if !ok {
			return v, fmt.Errorf("Invalid duration format '%q' for parameter: %s", text, d.name)
		}
		v.d = dur
		v.str = strconv.FormatInt(int64(dur.Seconds()), 10)
	case kTTL:
		ttl, err := ParseTTL(text, d.name)
		if err != nil {
			return v, err
		}
		v.ttl = ttl
		v.d = ttl.Duration()
		v.str = ttl.String()
	case kPunchDuration:
		dur, err := parsePunchDuration(text, d.name)
		if err != nil {
			return v, err
		}
		v.d = dur
		v.str = dur.String()
	case kEnum:
		if !slices.Contains(d.values, text) {
			msg := fmt.Sprintf("Invalid value '%s' for parameter %s. Allowed values are '%s'", text, d.name, strings.Join(d.values, "', '"))
			if d.name == "node_terminus" {
				msg += " (Punch supports the plain and exec node termini)"
			}
			return v, errors.New(msg)
		}
	case kList:
		v.strs = splitComma(text)
	case kAutosign:
		switch {
		case text == "true" || text == "false":
		case filepath.IsAbs(text):
			v.str = filepath.Clean(text)
		default:
			return v, fmt.Errorf("Invalid autosign value %s: must be 'true'/'false' or an absolute path", text)
		}
	case kCertname:
		if text == "" {
			return v, fmt.Errorf("certname must not be empty (the host's FQDN could not be found; set certname)")
		}
		if text != strings.ToLower(text) {
			return v, fmt.Errorf("Certificate names must be lower case")
		}
	case kLogLevel:
		lvl := strings.ToLower(text)
		if _, ok := logLevels[lvl]; !ok {
			return v, fmt.Errorf("Invalid value '%s' for parameter log_level. Allowed values are 'debug', 'info', 'notice', 'warning', 'err', 'alert', 'emerg', 'crit' (or 'warn', 'error')", text)
		}
		// The printed value is Puppet's name (what `puppet config print`
		// shows); zerolog's names are Puppet's warning and err.
		switch lvl {
		case "warn":
			lvl = "warning"
		case "error":
			lvl = "err"
		}
		v.str = lvl
	case kSize:
		n, err := parseSize(text, d.name)
		if err != nil {
			return v, err
		}
		v.i = n
	default:
		return v, fmt.Errorf("internal error: unknown kind for %s", d.name)
	}
	return v, nil
}

// logLevels maps Puppet's log levels (and zerolog's names) to the zerolog
// level Punch logs at.
var logLevels = map[string]string{
	"debug":   "debug",
	"info":    "info",
	"notice":  "info",
	"warning": "warn",
	"warn":    "warn",
	"err":     "error",
	"error":   "error",
	"alert":   "error",
	"emerg":   "error",
	"crit":    "error",
}
