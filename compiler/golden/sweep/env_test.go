package sweep

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/settings"
)

// testdata is where record.sh writes the recordings.
const testdata = "testdata"

// sweepEnv is the environment every compile of the sweep shares: the sweep environment (env/,
// with the recording's module directory as modulepath) laid out as the golden suite lays out a
// case (golden.LayOut), loaded once into one registry, as punch compile and punch serve load
// environments.
type sweepEnv struct {
	meta  *Meta
	st    *settings.Settings
	snap  *environments.Snapshot
	facts *values.Hash
	// root is the run's temporary directory; layout the sweep environment's layout in it.
	root   string
	layout *golden.Layout
}

var (
	envOnce   sync.Once
	sharedEnv *sweepEnv
	envSkip   string
	envErr    error
)

// openEnv returns the shared sweep environment, skipping the test when the modules are not
// installed and failing it when they are not the ones recorded.
func openEnv(t testing.TB) *sweepEnv {
	t.Helper()
	envOnce.Do(func() { sharedEnv, envSkip, envErr = loadEnv() })
	if envSkip != "" {
		t.Skip(envSkip)
	}
	if envErr != nil {
		t.Fatal(envErr)
	}
	return sharedEnv
}

func loadEnv() (*sweepEnv, string, error) {
	meta, err := ReadMeta(testdata)
	if err != nil {
		return nil, "", err
	}
	if _, err := os.Stat(meta.ModulesDir); err != nil {
		return nil, fmt.Sprintf("the module sweep needs the modules it was recorded from in %s (Debian: apt-get install puppet-module-*; CI installs them): %v",
			meta.ModulesDir, err), nil
	}
	fps, err := ModuleFingerprints(meta.ModulesDir)
	if err != nil {
		return nil, "", err
	}
	var changed []string
	for name, fp := range meta.Modules {
		if have, ok := fps[name]; !ok {
			changed = append(changed, name+" (missing)")
		} else if have != fp {
			changed = append(changed, name+" (changed)")
		}
	}
	for name := range fps {
		if _, ok := meta.Modules[name]; !ok {
			changed = append(changed, name+" (not recorded)")
		}
	}
	if len(changed) > 0 {
		sort.Strings(changed)
		return nil, "", fmt.Errorf("the modules in %s are not those the sweep was recorded from: %s; re-record with compiler/golden/sweep/record.sh",
			meta.ModulesDir, strings.Join(changed, ", "))
	}

	root, err := os.MkdirTemp("", "punch-sweep-")
	if err != nil {
		return nil, "", err
	}
	tempRoot = root
	st, reg, l, err := newRegistry(filepath.Join(root, "sweep"), meta.ModulesDir)
	if err != nil {
		return nil, "", err
	}
	snap, err := reg.Get("production")
	if err != nil {
		return nil, "", err
	}
	factsSrc, err := os.ReadFile(filepath.Join("..", "facts", "debian12.json"))
	if err != nil {
		return nil, "", err
	}
	facts, err := decodeFacts(factsSrc)
	if err != nil {
		return nil, "", fmt.Errorf("facts/debian12.json: %v", err)
	}
	return &sweepEnv{meta: meta, st: st, snap: snap, facts: facts, root: root, layout: l}, "", nil
}

// tempRoot holds the layouts of the run (the snapshots read files lazily, so it lives as long as
// the test binary); TestMain removes it.
var tempRoot string

func TestMain(m *testing.M) {
	code := m.Run()
	if tempRoot != "" {
		os.RemoveAll(tempRoot)
	}
	os.Exit(code)
}

// newRegistry lays the sweep environment out under root (env/site.pp, modulepath modulesDir) as
// the golden suite lays out a case, and opens the registry of its environmentpath with the
// settings the recorder gave Puppet: its own confdir and vardir, and a global hiera.yaml that
// does not exist, so nothing of the machine's Puppet configuration leaks in.
func newRegistry(root, modulesDir string) (*settings.Settings, *environments.Registry, *golden.Layout, error) {
	caseDir := filepath.Join(root, "case")
	if err := os.MkdirAll(caseDir, 0o755); err != nil {
		return nil, nil, nil, err
	}
	site, err := os.ReadFile(filepath.Join("env", "site.pp"))
	if err != nil {
		return nil, nil, nil, err
	}
	if err := os.WriteFile(filepath.Join(caseDir, "site.pp"), site, 0o644); err != nil {
		return nil, nil, nil, err
	}
	if err := os.WriteFile(filepath.Join(caseDir, "modulepath"), []byte(modulesDir+"\n"), 0o644); err != nil {
		return nil, nil, nil, err
	}
	l, err := golden.LayOut(caseDir, filepath.Join(root, "layout"))
	if err != nil {
		return nil, nil, nil, err
	}
	st := settings.New()
	for name, val := range map[string]string{
		"environmentpath": l.EnvironmentPath,
		"codedir":         l.Root,
		"confdir":         filepath.Join(root, "conf"),
		"vardir":          filepath.Join(root, "var"),
		"hiera_config":    filepath.Join(root, "no-global-hiera.yaml"),
	} {
		if err := st.Set(name, val); err != nil {
			return nil, nil, nil, err
		}
	}
	if err := st.Load(); err != nil {
		return nil, nil, nil, err
	}
	reg, err := environments.New(environments.Options{Settings: st})
	if err != nil {
		return nil, nil, nil, err
	}
	return st, reg, l, nil
}

// decodeFacts reads a facts file in JSON: a plain hash or Puppet's {name, values}.
func decodeFacts(src []byte) (*values.Hash, error) {
	d, err := ParseData(src)
	if err != nil {
		return nil, err
	}
	v, err := Decode(d, nil)
	if err != nil {
		return nil, err
	}
	h, ok := v.(*values.Hash)
	if !ok {
		return nil, fmt.Errorf("facts must be a hash")
	}
	if vals, ok := h.GetString("values"); ok {
		if _, named := h.GetString("name"); named {
			if vh, ok := vals.(*values.Hash); ok {
				return vh, nil
			}
		}
	}
	return h, nil
}

// serverFacts are those punch compile gives every compile (and the recorder gave Puppet).
var serverFacts = values.HashFrom(
	"serverversion", "7.23.0",
	"servername", "puppet.example.com",
	"serverip", "10.0.0.1",
)

// compileClass compiles class as the only class of the recording's node, classified by an ENC
// that answers `classes: [class]`: the classification goes through the ENC decoder and
// environments.NodeClasses, and the compile gets the request punch compile makes. It returns
// the catalog's JSON or, when the compile fails, the error line punch compile prints. noPorts
// runs every module function in the Ruby runtime, none as its Go port.
func (e *sweepEnv) compileClass(ctx context.Context, class string, noPorts bool) ([]byte, string) {
	out, err := yaml.Marshal(map[string][]string{"classes": {class}})
	if err != nil {
		return nil, "Error: " + err.Error()
	}
	c, err := enc.Decode(e.meta.Node, out)
	if err != nil {
		return nil, fmt.Sprintf("Error: Failed when searching for node %s: %v", e.meta.Node, err)
	}
	classes, params := environments.NodeClasses(c)
	in := e.snap.NewInstance(environments.LoaderOptions{}, time.Time{})
	req := &compiler.Request{
		Node:            e.meta.Node,
		Facts:           e.facts,
		Environment:     e.snap.Name(),
		Classes:         classes,
		Parameters:      params,
		ServerFacts:     serverFacts,
		Loader:          in.Loader,
		Data:            in.Data,
		Versioner:       in,
		Settings:        in,
		StrictVariables: e.st.StrictVariables,
		NoFunctionPorts: noPorts,
		Log:             func(compiler.Message) {},
	}
	cat, err := compiler.Compile(ctx, req)
	if err != nil {
		return nil, "Error: " + err.Error()
	}
	var buf bytes.Buffer
	if err := cat.WriteJSON(&buf); err != nil {
		return nil, "Error: writing the catalog: " + err.Error()
	}
	return buf.Bytes(), ""
}
