// Package envconf reads a directory environment's environment.conf exactly
// as Puppet 7 does and resolves the environment's configuration: module
// path, main manifest, config_version command, environment_timeout,
// static_catalogs and rich_data.
//
// The rules, from Puppet::Settings::EnvironmentConf and the settings code:
//
//   - environment.conf is optional; without it every value is a default.
//   - It has Puppet's INI syntax (see settings.ParseConf). Sections are not
//     allowed: settings in [main] count, other sections are ignored with a
//     warning. Settings other than modulepath, manifest, config_version,
//     environment_timeout, environment_data_provider, static_catalogs and
//     rich_data are ignored with a warning.
//   - modulepath is ':'-separated. Each entry not starting with "$" is made
//     absolute against the environment directory, and entries with glob
//     characters (* ? [ {) are expanded, sorted. Then $basemodulepath and
//     other settings are interpolated. The default is
//     <environment>/modules followed by basemodulepath.
//   - manifest is made absolute against the environment directory. The
//     default is default_manifest: as is when absolute, else relative to
//     the environment directory (./manifests).
//   - config_version is made absolute against the environment directory
//     (arguments included, as Puppet does) and is the only setting where
//     $environment is replaced by the environment's name; elsewhere
//     $environment stays as written, with Puppet's warning.
//   - Values given on the command line (--modulepath, --manifest,
//     --config_version, --environment_timeout, ...) win over
//     environment.conf, which wins over puppet.conf and the defaults.
package envconf

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/compiler/util/rubyglob"
	"github.com/punch-dev/punch/environments/settings"
)

// Config is an environment's resolved configuration.
type Config struct {
	// Name is the environment's name (the directory's base name).
	Name string
	// Dir is the environment directory, absolute.
	Dir string
	// File is the environment.conf that was read, "" when there is none.
	File string
	// ModulePath lists the module directories in order, absolute. It may
	// name directories that do not exist (as Puppet's full_modulepath);
	// ExistingModulePath filters them out.
	ModulePath []string
	// Manifest is the main manifest: a file, or a directory whose .pp files
	// are read in order.
	Manifest string
	// ConfigVersion is the command whose output is the catalog version, ""
	// when none is set.
	ConfigVersion  string
	Timeout        settings.TTL
	StaticCatalogs bool
	RichData       bool
	// DataProvider is environment_data_provider (deprecated in Puppet 7
	// but honoured: "none", "hiera", "function"), from environment.conf,
	// else from puppet.conf; "" when neither sets it. Hiera reads it at
	// the first lookup and gives Puppet's deprecation warnings then.
	DataProvider string
	// Lines gives the environment.conf line of each setting it set.
	Lines map[string]int
	// Warnings are problems Puppet also warns about; the environment is
	// usable.
	Warnings []Warning
}

// Warning is a non-fatal problem in environment.conf.
type Warning struct {
	File string
	Line int
	Msg  string
}

func (w Warning) String() string {
	if w.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", w.File, w.Line, w.Msg)
	}
	if w.File != "" {
		return w.File + ": " + w.Msg
	}
	return w.Msg
}

// Error is an environment.conf that cannot be used.
type Error struct {
	File    string
	Line    int
	Setting string
	Msg     string
}

func (e *Error) Error() string {
	loc := errloc.FileLine(e.File, e.Line)
	if e.Setting != "" {
		return fmt.Sprintf("%s: setting %s: %s", loc, e.Setting, e.Msg)
	}
	return loc + ": " + e.Msg
}

// ExistingModulePath returns the module path entries that are directories,
// as Puppet's Environment#modulepath does.
func (c *Config) ExistingModulePath() []string {
	var out []string
	for _, p := range c.ModulePath {
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			out = append(out, p)
		}
	}
	return out
}

// Settings allowed in environment.conf.
var validSettings = []string{"modulepath", "manifest", "config_version", "environment_timeout", "environment_data_provider", "static_catalogs", "rich_data"}

// Load reads dir/environment.conf (if present) and resolves the
// environment's configuration against the global settings s, which must be
// loaded.
func Load(dir string, s *settings.Settings) (*Config, error) {
	abs, err := settings.ExpandPath(dir, "")
	if err != nil {
		return nil, err
	}
	file := filepath.Join(abs, "environment.conf")
	src, err := os.ReadFile(file)
	switch {
	case err == nil:
	case errors.Is(err, fs.ErrNotExist):
		return Parse(abs, nil, "", s)
	default:
		return nil, &Error{File: file, Msg: fmt.Sprintf("cannot read environment.conf: %v", err)}
	}
	return Parse(abs, src, file, s)
}

// Parse resolves an environment's configuration from the text of its
// environment.conf (file names it in messages; src nil and file "" mean
// there is no environment.conf).
func Parse(dir string, src []byte, file string, s *settings.Settings) (*Config, error) {
	abs, err := settings.ExpandPath(dir, "")
	if err != nil {
		return nil, err
	}
	c := &Config{Name: filepath.Base(abs), Dir: abs, File: file, Lines: map[string]int{}}
	entries := map[string]settings.Entry{}
	if file != "" {
		conf, err := settings.ParseConf(src, file)
		if err != nil {
			var ce *settings.ConfError
			if errors.As(err, &ce) {
				return nil, &Error{File: ce.File, Line: ce.Line, Msg: ce.Msg}
			}
			return nil, err
		}
		c.checkSections(conf)
		main := conf.Section("main")
		var unknown []string
		unknownLine := 0
		for _, e := range main.Settings {
			if !slices.Contains(validSettings, e.Name) {
				unknown = append(unknown, e.Name)
				if unknownLine == 0 {
					unknownLine = e.Line
				}
				continue
			}
			if first, dup := entries[e.Name]; dup {
				c.warn(e.Line, fmt.Sprintf("%s is set again (first at line %d); the first value is used, as Puppet does", e.Name, first.Line))
				continue
			}
			entries[e.Name] = e
			c.Lines[e.Name] = e.Line
		}
		if len(unknown) > 0 {
			c.warn(unknownLine, fmt.Sprintf("Invalid settings in environment.conf at '%s'. The following unknown setting(s) are being ignored: %s", file, strings.Join(unknown, ", ")))
		}
	}

	c.DataProvider = entries["environment_data_provider"].Value
	if c.DataProvider == "" && s != nil {
		c.DataProvider = s.EnvironmentDataProvider
	}
	if err := c.resolveModulePath(entries, s); err != nil {
		return nil, err
	}
	if err := c.resolveManifest(entries, s); err != nil {
		return nil, err
	}
	if err := c.resolveConfigVersion(entries, s); err != nil {
		return nil, err
	}
	if err := c.resolveScalars(entries, s); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *Config) warn(line int, msg string) {
	c.Warnings = append(c.Warnings, Warning{File: c.File, Line: line, Msg: msg})
}

func (c *Config) errorf(e settings.Entry, format string, args ...any) error {
	return &Error{File: c.File, Line: e.Line, Setting: e.Name, Msg: fmt.Sprintf(format, args...)}
}

// checkSections warns, once, about sections other than [main].
func (c *Config) checkSections(conf *settings.Conf) {
	var names []string
	line := 0
	for _, sec := range conf.Sections {
		if sec.Name == "main" {
			continue
		}
		names = append(names, sec.Name)
		if line == 0 {
			line = sec.Line
		}
	}
	if len(names) > 0 {
		c.warn(line, fmt.Sprintf("Invalid sections in environment.conf at '%s'. Environment conf may not have sections. The following sections are being ignored: '%s'", c.File, strings.Join(names, ",")))
	}
}

// fromFlag reports whether the global setting was given on the command
// line, which Puppet lets win over environment.conf.
func fromFlag(s *settings.Settings, name string) bool {
	return s.Source(name).Kind == settings.FromFlag
}

// interpolate replaces setting references, keeping Puppet's warning about
// $environment.
func (c *Config) interpolate(s *settings.Settings, e settings.Entry, text string) (string, error) {
	out, warning, err := s.Interpolate(text, e.Name, c.Name)
	if err != nil {
		return "", c.errorf(e, "%v", err)
	}
	if warning != "" {
		c.warn(e.Line, warning)
	}
	return out, nil
}

// absolute is Puppet's EnvironmentConf#absolute: a path starting with "$"
// is left for interpolation, anything else is made absolute against the
// environment directory.
func (c *Config) absolute(p string) (string, error) {
	if strings.HasPrefix(p, "$") {
		return p, nil
	}
	return settings.ExpandPath(p, c.Dir)
}

func (c *Config) resolveModulePath(entries map[string]settings.Entry, s *settings.Settings) error {
	if fromFlag(s, "modulepath") {
		c.ModulePath = append([]string(nil), s.ModulePath...)
		return nil
	}
	e, ok := entries["modulepath"]
	if !ok {
		c.ModulePath = append([]string{filepath.Join(c.Dir, "modules")}, s.BaseModulePath...)
		return nil
	}
	var parts []string
	for _, p := range strings.Split(e.Value, string(filepath.ListSeparator)) {
		if p == "" {
			continue
		}
		a, err := c.absolute(p)
		if err != nil {
			return c.errorf(e, "%v", err)
		}
		if rubyglob.HasMagic(a) && !strings.HasPrefix(a, "$") {
			if err := rubyglob.Malformed(a); err != nil {
				// Ruby's Dir.glob matches nothing for a malformed pattern.
				c.warn(e.Line, fmt.Sprintf("modulepath entry %q is not a valid glob pattern and matches nothing (%v)", p, err))
			}
			matches, err := rubyglob.Glob(a, 0)
			if err != nil {
				c.warn(e.Line, fmt.Sprintf("modulepath entry %q matches nothing: %v", p, err))
			}
			parts = append(parts, matches...)
			continue
		}
		parts = append(parts, a)
	}
	joined, err := c.interpolate(s, e, strings.Join(parts, string(filepath.ListSeparator)))
	if err != nil {
		return err
	}
	c.ModulePath = []string{}
	for _, p := range strings.Split(joined, string(filepath.ListSeparator)) {
		if p == "" {
			continue
		}
		a, err := settings.ExpandPath(p, "")
		if err != nil {
			return c.errorf(e, "%v", err)
		}
		c.ModulePath = append(c.ModulePath, a)
	}
	return nil
}

func (c *Config) resolveManifest(entries map[string]settings.Entry, s *settings.Settings) error {
	if fromFlag(s, "manifest") {
		c.Manifest = s.Manifest
		return nil
	}
	fallback := s.DefaultManifest
	if !filepath.IsAbs(fallback) {
		fallback = filepath.Join(c.Dir, fallback)
	}
	e, ok := entries["manifest"]
	if s.DisablePerEnvironmentManifest {
		if ok {
			own, err := c.absolute(e.Value)
			if err == nil && filepath.Clean(own) != filepath.Clean(fallback) {
				c.warn(e.Line, fmt.Sprintf("The 'disable_per_environment_manifest' setting is true, but the environment located at %s has a manifest setting in its environment.conf of '%s' which does not match the default_manifest setting '%s'. If this environment is expecting to find modules in '%s', they will not be available!", c.Dir, own, s.DefaultManifest, own))
			}
		}
		c.Manifest = filepath.Clean(fallback)
		return nil
	}
	if !ok {
		c.Manifest = filepath.Clean(fallback)
		return nil
	}
	if e.Value == "" {
		c.warn(e.Line, "manifest is empty, so the whole environment directory is the main manifest (as in Puppet); remove the setting to use "+s.DefaultManifest)
	}
	a, err := c.absolute(e.Value)
	if err != nil {
		return c.errorf(e, "%v", err)
	}
	a, err = c.interpolate(s, e, a)
	if err != nil {
		return err
	}
	if c.Manifest, err = settings.ExpandPath(a, ""); err != nil {
		return c.errorf(e, "%v", err)
	}
	return nil
}

func (c *Config) resolveConfigVersion(entries map[string]settings.Entry, s *settings.Settings) error {
	if fromFlag(s, "config_version") {
		c.ConfigVersion = s.ConfigVersion
		return nil
	}
	e, ok := entries["config_version"]
	if !ok {
		return nil
	}
	if strings.TrimSpace(e.Value) == "" {
		// Puppet makes the empty value absolute too, silently: the command
		// is the environment directory, which cannot be run, so every
		// compile fails ("Execution of config_version command `DIR`
		// failed"), which says enough.
		c.ConfigVersion = c.Dir
		return nil
	}
	a, err := c.absolute(e.Value)
	if err != nil {
		return c.errorf(e, "%v", err)
	}
	c.ConfigVersion, err = c.interpolate(s, e, a)
	return err
}

func (c *Config) resolveScalars(entries map[string]settings.Entry, s *settings.Settings) error {
	c.Timeout = s.EnvironmentTimeout
	if e, ok := entries["environment_timeout"]; ok && !fromFlag(s, "environment_timeout") {
		text, err := c.interpolate(s, e, e.Value)
		if err != nil {
			return err
		}
		ttl, err := settings.ParseTTL(text, "environment_timeout")
		if err != nil {
			return c.errorf(e, "%v", err)
		}
		c.Timeout = ttl
	}
	for _, b := range []struct {
		name string
		dst  *bool
		def  bool
	}{{"static_catalogs", &c.StaticCatalogs, s.StaticCatalogs}, {"rich_data", &c.RichData, s.RichData}} {
		*b.dst = b.def
		e, ok := entries[b.name]
		if !ok || fromFlag(s, b.name) {
			continue
		}
		switch e.Value {
		case "true":
			*b.dst = true
		case "false":
			*b.dst = false
		default:
			return c.errorf(e, "Invalid value '%q' for boolean parameter: %s", e.Value, b.name)
		}
	}
	return nil
}
