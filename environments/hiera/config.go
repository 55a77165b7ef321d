package hiera

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/wordlist"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// A hiera.yaml, read and validated as Puppet 7's HieraConfig (versions 3,
// 4 and 5) does. A config is immutable once loaded and shared by every
// compile of an environment; what depends on a node (interpolated paths,
// which files exist) is resolved per lookup into providers (provider.go).

// Layer is where a hiera.yaml sits.
type Layer int

const (
	LayerGlobal Layer = iota
	LayerEnvironment
	LayerModule
)

func (l Layer) place() string {
	switch l {
	case LayerGlobal:
		return "Global"
	case LayerEnvironment:
		return "Environment"
	}
	return "Module"
}

// Keys of hiera.yaml.
const (
	keyVersion          = "version"
	keyName             = "name"
	keyDatadir          = "datadir"
	keyDefaults         = "defaults"
	keyHierarchy        = "hierarchy"
	keyPlanHierarchy    = "plan_hierarchy"
	keyDefaultHierarchy = "default_hierarchy"
	keyOptions          = "options"
	keyPath             = "path"
	keyPaths            = "paths"
	keyMappedPaths      = "mapped_paths"
	keyGlob             = "glob"
	keyGlobs            = "globs"
	keyURI              = "uri"
	keyURIs             = "uris"
	keyDataHash         = "data_hash"
	keyLookupKey        = "lookup_key"
	keyDataDig          = "data_dig"
	keyV3Backend        = "hiera3_backend"
	keyV4DataHash       = "v4_data_hash"
	keyBackend          = "backend"
	keyBackends         = "backends"
	keyExtension        = "extension"
	keyMergeBehavior    = "merge_behavior"
	keyDeepMergeOptions = "deep_merge_options"
)

var (
	functionKeys    = []string{keyDataHash, keyLookupKey, keyDataDig, keyV3Backend}
	allFunctionKeys = []string{keyDataHash, keyLookupKey, keyDataDig, keyV3Backend, keyV4DataHash}
	locationKeys    = []string{keyPath, keyPaths, keyGlob, keyGlobs, keyURI, keyURIs, keyMappedPaths}
)

// combine is Puppet's LabelProvider#combine_strings.
func combine(s []string) string { return wordlist.Join(s, "or") }

// config is a validated hiera.yaml.
type config struct {
	// path is the file ("" for Puppet's default configuration used when
	// a layer has no hiera.yaml).
	path string
	// root is the directory relative paths are resolved against.
	root    string
	version int
	lines   []string

	// version 5 (and 4, converted)
	defaults         *level // data provider function, datadir and options
	hierarchy        []*level
	defaultHierarchy []*level
	hasDefaultHier   bool

	// version 3
	v3 *v3Config

	// warnings Puppet emits once when the file is used (deprecations).
	onceWarnings []onceWarning
	// warnings Puppet emits every time the file is loaded.
	warnings []string
}

type onceWarning struct {
	key, text string
}

// level is one hierarchy entry (or the defaults).
type level struct {
	name    string
	fnKind  string // data_hash, lookup_key, data_dig, hiera3_backend, v4_data_hash
	fnName  string
	datadir string // as written ("" to use the default)
	locKind string // one of locationKeys, "" for none
	locs    []string
	options *values.Hash
	// extension is appended to paths without it (versions 3 and 4).
	extension string
	// v4Backend is a version 4 backend without a data provider (an error
	// when the level is used).
	v4Backend string
	// line of the entry's name in hiera.yaml, for messages.
	line int
}

type v3Config struct {
	backends  []string
	hierarchy []string
	raw       *values.Hash
	merge     string
}

// name is HieraConfig#name.
func (c *config) name() string { return fmt.Sprintf("hiera configuration version %d", c.version) }

// fail is HieraConfig#fail: a LookupError naming the file (and a line),
// with Puppet's issue code.
func (c *config) fail(issue string, line int, format string, args ...any) *Error {
	return &Error{Message: fmt.Sprintf(format, args...), File: c.path, Line: line, class: clsLookup, issue: issue}
}

var reQuote = lazyre.New(`["']`)

// findLine is HieraConfig#find_line_matching: the first line at or after
// start whose text (without a # comment outside quotes) matches re; 0 when
// none does.
func (c *config) findLine(re *regexp.Regexp, start int) int {
	for i, line := range c.lines {
		n := i + 1
		if n < start {
			continue
		}
		var quote byte
		stripped := line
		for j := 0; j < len(line); j++ {
			ch := line[j]
			if ch == '"' || ch == '\'' {
				if quote == ch {
					quote = 0
				} else if quote == 0 {
					quote = ch
				}
			} else if ch == '#' && quote == 0 {
				stripped = line[:j]
				break
			}
		}
		if re.MatchString(stripped) {
			return n
		}
	}
	return 0
}

// defaultV5 is HieraConfigV5::DEFAULT_CONFIG_HASH.
func defaultV5() *values.Hash {
	return values.HashFrom(
		keyVersion, int64(5),
		keyDefaults, values.HashFrom(keyDatadir, "data", keyDataHash, "yaml_data"),
		keyHierarchy, []values.Value{values.HashFrom(keyName, "Common", keyPath, "common.yaml")},
	)
}

// defaultV3 is HieraConfigV3::DEFAULT_CONFIG_HASH.
func defaultV3() *values.Hash {
	return values.HashFrom(
		keyBackends, []values.Value{"yaml"},
		keyHierarchy, []values.Value{"nodes/%{::trusted.certname}", "common"},
		keyMergeBehavior, "native",
	)
}

// parseConfig validates the hiera.yaml at path (src is its content; nil
// when there is no file, which gives Puppet's default version 5
// configuration rooted in the directory path would be in).
func parseConfig(path string, src []byte, layer Layer, strict string) (*config, error) {
	c := &config{root: dirOf(path)}
	var raw *values.Hash
	if src == nil {
		raw = defaultV5()
	} else {
		c.path = path
		c.lines = strings.Split(string(src), "\n")
		v, _, derr := data.DecodeYAML(src, data.YAMLOptions{File: path, AllowSymbols: true, PlainUTF8: true})
		if derr != nil {
			return nil, yamlLoadError(path, derr)
		}
		h, isHash := values.FromData(v).(*values.Hash)
		if !isHash {
			c.warnings = append(c.warnings, fmt.Sprintf("%s: File exists but does not contain a valid YAML hash. Falling back to Hiera version 3 default config", path))
			h = defaultV3()
		}
		raw = h
	}
	version := int64(3)
	if v, ok := raw.GetString(keyVersion); ok && v != nil {
		n, err := rubyToInt(v)
		if err != nil {
			return nil, err
		}
		version = n
	}
	var err error
	switch version {
	case 5:
		c.version = 5
		err = c.validateV5(raw, layer)
	case 4:
		c.version = 4
		err = c.validateV4(raw, strict)
	case 3:
		c.version = 3
		err = c.validateV3(raw, strict)
	default:
		return nil, c.fail("HIERA_UNSUPPORTED_VERSION", 0, "This runtime does not support hiera.yaml version %d", version)
	}
	if err != nil {
		if len(c.warnings) > 0 || len(c.onceWarnings) > 0 {
			// Puppet has warned (a deprecated version) before the
			// validation failed.
			return nil, &configError{err: err, warnings: c.warnings, onceWarnings: c.onceWarnings}
		}
		return nil, err
	}
	return c, nil
}

// configError is a hiera.yaml that failed validation after Puppet had
// already warned about it (deprecated version 3 or 4): the warnings are
// given, then the error.
type configError struct {
	err          error
	warnings     []string
	onceWarnings []onceWarning
}

func (e *configError) Error() string { return e.err.Error() }
func (e *configError) Unwrap() error { return e.err }

// yamlLoadError words a YAML error as Puppet's YamlLoadError does:
// "(FILE): problem at line L column C".
func yamlLoadError(path string, err error) error {
	var de *data.Error
	if errors.As(err, &de) {
		if de.Syntax {
			return puppetErrorf("%s", de.Psych(path))
		}
		msg := strings.TrimPrefix(de.Msg, "invalid YAML: ")
		if strings.HasPrefix(msg, "Tried to load unspecified class") {
			return puppetErrorf("(%s): %s", path, msg)
		}
		if de.Line > 0 {
			msg += fmt.Sprintf(" at line %d", de.Line)
			if de.Column > 0 {
				msg += fmt.Sprintf(" column %d", de.Column)
			}
		}
		return puppetErrorf("(%s): %s", path, msg)
	}
	return puppetErrorf("(%s): %s", path, err.Error())
}

// rubyToInt is Ruby's to_i on the value of the version key.
func rubyToInt(v values.Value) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, argumentErrorf("%s", rubyInspect(x))
		}
		return int64(x), nil
	case string:
		return rubyToI(x), nil
	}
	return 0, argumentErrorf("undefined method `to_i' for %s:%s", rubyInspect(v), values.RubyClass(v))
}

func dirOf(p string) string {
	i := strings.LastIndexByte(p, '/')
	switch {
	case i < 0:
		return "."
	case i == 0:
		return "/"
	}
	return p[:i]
}

var (
	v5Type, v4Type values.Type
	// configTypesOnce parses v5Type and v4Type on the first hiera.yaml
	// read (parsing them when the program starts cost every run of punch
	// a few hundred microseconds: the Pattern compiles a regexp).
	configTypesOnce sync.Once
)

const optionNamePattern = `Pattern[/\A[A-Za-z](:?[0-9A-Za-z_-]*[0-9A-Za-z])?\z/]`

func parseConfigTypes() {
	hier := `Array[Struct[{
		name => String[1],
		Optional['options'] => Hash[` + optionNamePattern + `, Data],
		Optional['data_hash'] => String[1],
		Optional['lookup_key'] => String[1],
		Optional['hiera3_backend'] => String[1],
		Optional['v4_data_hash'] => String[1],
		Optional['data_dig'] => String[1],
		Optional['path'] => String[1],
		Optional['paths'] => Array[String[1], 1],
		Optional['glob'] => String[1],
		Optional['globs'] => Array[String[1], 1],
		Optional['uri'] => String[1],
		Optional['uris'] => Array[String[1], 1],
		Optional['mapped_paths'] => Array[String[1], 3, 3],
		Optional['datadir'] => String[1]}]]`
	var err error
	v5Type, err = values.ParseType(`Struct[{
		version => Integer[5, 5],
		Optional['defaults'] => Struct[{
			Optional['data_hash'] => String[1],
			Optional['lookup_key'] => String[1],
			Optional['data_dig'] => String[1],
			Optional['datadir'] => String[1],
			Optional['options'] => Hash[`+optionNamePattern+`, Data]}],
		Optional['hierarchy'] => `+hier+`,
		Optional['plan_hierarchy'] => `+hier+`,
		Optional['default_hierarchy'] => `+hier+`}]`, nil)
	if err != nil {
		panic(err)
	}
	v4Type, err = values.ParseType(`Struct[{
		version => Integer[4, 4],
		Optional['datadir'] => String[1],
		Optional['hierarchy'] => Array[Struct[{
			backend => String[1],
			name => String[1],
			Optional['datadir'] => String[1],
			Optional['path'] => String[1],
			Optional['paths'] => Array[String[1]]}]]}]`, nil)
	if err != nil {
		panic(err)
	}
}

func (c *config) assertType(t values.Type, v values.Value) error {
	if values.IsInstance(t, v) {
		return nil
	}
	subject := fmt.Sprintf("The Lookup Configuration at '%s' has wrong type,", c.path)
	return puppetErrorf("%s", values.DescribeTypeMismatch(subject, t, values.TypeOf(v)))
}

func getHash(h *values.Hash, k string) *values.Hash {
	v, _ := h.GetString(k)
	x, _ := v.(*values.Hash)
	return x
}

func getString(h *values.Hash, k string) string {
	v, _ := h.GetString(k)
	s, _ := v.(string)
	return s
}

func getStrings(h *values.Hash, k string) []string {
	v, _ := h.GetString(k)
	switch x := v.(type) {
	case string:
		return []string{x}
	case []values.Value:
		out := make([]string, 0, len(x))
		for _, e := range x {
			s, _ := e.(string)
			out = append(out, s)
		}
		return out
	}
	return nil
}

func has(h *values.Hash, k string) bool {
	_, ok := h.GetString(k)
	return ok
}

// orDefault is Ruby's config[k] ||= v.
func orDefault(h *values.Hash, k string, v values.Value) *values.Hash {
	if cur, ok := h.GetString(k); ok && values.Truthy(cur) {
		return h
	}
	h = h.Clone()
	h.Put(k, v)
	return h
}

func (c *config) validateV5(raw *values.Hash, layer Layer) error {
	def := defaultV5()
	raw = orDefault(raw, keyDefaults, getHash(def, keyDefaults))
	dh, _ := def.GetString(keyHierarchy)
	raw = orDefault(raw, keyHierarchy, dh)
	configTypesOnce.Do(parseConfigTypes)
	if err := c.assertType(v5Type, raw); err != nil {
		return err
	}
	defaults := getHash(raw, keyDefaults)
	if defaults != nil {
		n := 0
		for _, k := range functionKeys {
			if has(defaults, k) {
				n++
			}
		}
		if n > 1 {
			return c.fail("HIERA_MULTIPLE_DATA_PROVIDER_FUNCTIONS_IN_DEFAULT", 0, "Only one of %s can be defined in defaults", combine(functionKeys))
		}
		if o := getHash(defaults, keyOptions); o != nil {
			for _, k := range []string{keyPath, keyURI} {
				if has(o, k) {
					return c.fail("HIERA_DEFAULT_OPTION_RESERVED_BY_PUPPET", 0, "Option key '%s' used in defaults is reserved by Puppet", k)
				}
			}
		}
	}
	c.defaults = &level{datadir: "data"}
	if defaults != nil {
		if d := getString(defaults, keyDatadir); d != "" {
			c.defaults.datadir = d
		}
		for _, k := range functionKeys {
			if has(defaults, k) {
				c.defaults.fnKind, c.defaults.fnName = k, getString(defaults, k)
				break
			}
		}
		c.defaults.options = getHash(defaults, keyOptions)
	}
	var err error
	if c.hierarchy, err = c.levels(raw, keyHierarchy, defaults, layer); err != nil {
		return err
	}
	if has(raw, keyPlanHierarchy) {
		if _, err = c.levels(raw, keyPlanHierarchy, defaults, layer); err != nil {
			return err
		}
	}
	if has(raw, keyDefaultHierarchy) {
		c.hasDefaultHier = true
		if layer != LayerModule {
			return c.fail("HIERA_DEFAULT_HIERARCHY_NOT_IN_MODULE", c.findLine(regexp.MustCompile(`(?:^|\s+)default_hierarchy:`), 1), "'default_hierarchy' is only allowed in the module layer")
		}
		if c.defaultHierarchy, err = c.levels(raw, keyDefaultHierarchy, defaults, layer); err != nil {
			return err
		}
	}
	return nil
}

// levels validates the entries of a hierarchy (validate_hierarchy).
func (c *config) levels(raw *values.Hash, key string, defaults *values.Hash, layer Layer) ([]*level, error) {
	v, _ := raw.GetString(key)
	list, _ := v.([]values.Value)
	out := make([]*level, 0, len(list))
	for _, e := range list {
		he := e.(*values.Hash)
		name := getString(he, keyName)
		n := 0
		for _, k := range allFunctionKeys {
			if has(he, k) {
				n++
			}
		}
		switch n {
		case 0:
			m := 0
			if defaults != nil {
				for _, k := range functionKeys {
					if has(defaults, k) {
						m++
					}
				}
			}
			if m == 0 {
				return nil, c.fail("HIERA_MISSING_DATA_PROVIDER_FUNCTION", 0, "One of %s must be defined in hierarchy '%s'", combine(functionKeys), name)
			}
		case 1:
		default:
			return nil, c.fail("HIERA_MULTIPLE_DATA_PROVIDER_FUNCTIONS", 0, "Only one of %s can be defined in hierarchy '%s'", combine(functionKeys), name)
		}
		if b := getString(he, keyV3Backend); has(he, keyV3Backend) {
			if layer != LayerGlobal {
				return nil, c.fail("HIERA_V3_BACKEND_NOT_GLOBAL", c.findLine(regexp.MustCompile(`\s+hiera3_backend:`), 1), "'hiera3_backend' is only allowed in the global layer")
			}
			if b == "json" || b == "yaml" {
				re := regexp.MustCompile(`\s+hiera3_backend:\s*['"]?` + regexp.QuoteMeta(b) + `(?:[^\w]|$)`)
				return nil, c.fail("HIERA_V3_BACKEND_REPLACED_BY_DATA_HASH", c.findLine(re, 1), "Use \"data_hash: %s_data\" instead of \"hiera3_backend: %s\"", b, b)
			}
		}
		nl := 0
		for _, k := range locationKeys {
			if has(he, k) {
				nl++
			}
		}
		if nl > 1 {
			return nil, c.fail("HIERA_MULTIPLE_LOCATION_SPECS", 0, "Only one of %s can be defined in hierarchy '%s'", combine(locationKeys), name)
		}
		if o := getHash(he, keyOptions); o != nil {
			for _, k := range []string{keyPath, keyURI} {
				if has(o, k) {
					return nil, c.fail("HIERA_OPTION_RESERVED_BY_PUPPET", 0, "Option key '%s' used in hierarchy '%s' is reserved by Puppet", k, name)
				}
			}
		}
		l := &level{name: name, datadir: getString(he, keyDatadir), options: getHash(he, keyOptions)}
		for _, k := range allFunctionKeys {
			if has(he, k) {
				l.fnKind, l.fnName = k, getString(he, k)
				break
			}
		}
		for _, k := range locationKeys {
			if has(he, k) {
				l.locKind, l.locs = k, getStrings(he, k)
				break
			}
		}
		out = append(out, l)
	}
	return out, nil
}

func (c *config) validateV4(raw *values.Hash, strict string) error {
	if strict != "off" {
		c.onceWarnings = append(c.onceWarnings, onceWarning{"hiera.yaml", fmt.Sprintf("%s: Use of 'hiera.yaml' version 4 is deprecated. It should be converted to version 5", c.path) + fileLocation(c.path)})
	}
	raw = orDefault(raw, keyDatadir, "data")
	raw = orDefault(raw, keyHierarchy, []values.Value{values.HashFrom(keyName, "common", keyBackend, "yaml")})
	configTypesOnce.Do(parseConfigTypes)
	if err := c.assertType(v4Type, raw); err != nil {
		return err
	}
	datadir := getString(raw, keyDatadir)
	c.defaults = &level{datadir: datadir}
	v, _ := raw.GetString(keyHierarchy)
	for _, e := range v.([]values.Value) {
		he := e.(*values.Hash)
		name := getString(he, keyName)
		l := &level{name: name, datadir: getString(he, keyDatadir), locKind: keyPaths, fnKind: keyDataHash}
		switch {
		case has(he, keyPaths):
			l.locs = getStrings(he, keyPaths)
		case has(he, keyPath):
			l.locs = []string{getString(he, keyPath)}
		default:
			l.locs = []string{name}
		}
		if l.datadir == "" {
			l.datadir = datadir
		}
		backend := getString(he, keyBackend)
		switch backend {
		case "json", "yaml":
			l.fnName = backend + "_data"
			l.extension = "." + backend
		case "hocon":
			l.fnName = "hocon_data"
			l.extension = ".conf"
		default:
			l.v4Backend = backend
		}
		c.hierarchy = append(c.hierarchy, l)
	}
	return nil
}

var v3BaseType = map[string]string{
	"version":            `Integer[3, 3]`,
	"backends":           `Variant[String[1], Array[String[1]]]`,
	"logger":             `String[1]`,
	"merge_behavior":     `Enum['deep', 'deeper', 'native']`,
	"deep_merge_options": `Hash[String[1], Variant[String, Boolean]]`,
	"hierarchy":          `Variant[String[1], Array[String[1]]]`,
}

func (c *config) validateV3(raw *values.Hash, strict string) error {
	if strict != "off" {
		c.onceWarnings = append(c.onceWarnings, onceWarning{"hiera.yaml", fmt.Sprintf("%s: Use of 'hiera.yaml' version 3 is deprecated. It should be converted to version 5", c.path) + fileLocation(c.path)})
	}
	def := defaultV3()
	raw = orDefault(raw, keyVersion, int64(3))
	b, _ := def.GetString(keyBackends)
	raw = orDefault(raw, keyBackends, b)
	h, _ := def.GetString(keyHierarchy)
	raw = orDefault(raw, keyHierarchy, h)
	raw = orDefault(raw, keyMergeBehavior, "native")
	raw = orDefault(raw, keyDeepMergeOptions, values.NewHash(0))
	backends := getStrings(raw, keyBackends)
	var parts []string
	for _, k := range []string{"version", "backends", "logger", "merge_behavior", "deep_merge_options", "hierarchy"} {
		parts = append(parts, fmt.Sprintf("Optional[%s] => %s", values.PuppetQuote(k), v3BaseType[k]))
	}
	for _, be := range backends {
		if _, dup := v3BaseType[be]; dup {
			continue
		}
		parts = append(parts, fmt.Sprintf("Optional[%s] => Hash[String[1], Any]", values.PuppetQuote(be)))
	}
	t, err := values.ParseType("Struct[{"+strings.Join(parts, ", ")+"}]", nil)
	if err != nil {
		return argumentErrorf("%s", err.Error())
	}
	if err := c.assertType(t, raw); err != nil {
		return err
	}
	c.v3 = &v3Config{backends: backends, hierarchy: getStrings(raw, keyHierarchy), raw: raw, merge: getString(raw, keyMergeBehavior)}
	return nil
}

// fileLocation is the second line warn_once adds for a file.
func fileLocation(path string) string {
	if path == "" {
		return "\n   (file & line not available)"
	}
	return "\n   (file: " + path + ")"
}

// itoa is strconv.Itoa (kept short for messages).
func itoa(n int) string { return strconv.Itoa(n) }
