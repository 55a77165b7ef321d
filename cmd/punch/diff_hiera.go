package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/environments/data"
)

// hieraSpec is how one side finds its global Hiera configuration, as
// octocatalog-diff's --hiera-config, --hiera-path and --hiera-path-strip
// say: config is a hiera.yaml (relative to the side's checkout, or
// absolute); path makes every datadir of it the checkout's directory path
// (relative to the checkout); strip replaces that prefix of each datadir
// by the checkout.
type hieraSpec struct {
	config, path, strip string
}

// sideHieraConfig returns the hiera.yaml a side compiles with: the
// configuration, rewritten into tmp when its datadirs must point into the
// checkout, or "" when the side keeps the settings' hiera_config. warn
// receives what may make Hiera find no data.
func sideHieraConfig(spec hieraSpec, checkoutDir, tmp, side string, warn func(string)) (string, error) {
	if spec.config == "" {
		if spec.path != "" || spec.strip != "" {
			return "", fmt.Errorf("--hiera-path and --hiera-path-strip rewrite a global hiera.yaml, and there is none: give it with --hiera-config (relative to the checkout, or absolute)")
		}
		return "", nil
	}
	cfg := spec.config
	if !filepath.IsAbs(cfg) {
		if checkoutDir == "" {
			return "", fmt.Errorf("--hiera-config %s is relative to a checkout, and the %s side has none (give --%s-dir, --repo or an absolute path)", cfg, side, side)
		}
		cfg = filepath.Join(checkoutDir, cfg)
	}
	src, err := os.ReadFile(cfg)
	if err != nil {
		return "", fmt.Errorf("the %s side's Hiera configuration: %v", side, err)
	}
	if spec.path == "" && spec.strip == "" {
		checkDatadirs(src, cfg, side, warn)
		return cfg, nil
	}
	var to func(string) string
	switch {
	case spec.path != "":
		if filepath.IsAbs(spec.path) {
			return "", fmt.Errorf("--hiera-path %s must be relative to the checkout", spec.path)
		}
		dir := filepath.Join(checkoutDir, spec.path)
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return "", fmt.Errorf("--hiera-path %s: %s is not a directory in the %s checkout", spec.path, dir, side)
		}
		to = func(string) string { return dir }
	default:
		prefix := strings.TrimSuffix(spec.strip, "/")
		to = func(d string) string {
			if d == prefix || strings.HasPrefix(d, prefix+"/") {
				return checkoutDir + d[len(prefix):]
			}
			return d
		}
	}
	out, n, err := rewriteDatadirs(src, to)
	if err != nil {
		return "", fmt.Errorf("%s: %v", cfg, err)
	}
	if n == 0 && spec.strip != "" {
		warn(fmt.Sprintf("--hiera-path-strip %s: no datadir of %s starts with it (the %s side)", spec.strip, cfg, side))
	}
	dst := filepath.Join(tmp, side+"-hiera.yaml")
	if err := os.WriteFile(dst, out, 0o644); err != nil {
		return "", err
	}
	checkDatadirs(out, dst, side, warn)
	return dst, nil
}

// rewriteDatadirs rewrites the datadirs of a hiera.yaml: version 5's
// defaults and hierarchy levels (a datadir is added to the defaults when
// none is given, Hiera's "data" otherwise), version 3's :datadir: of each
// backend. It returns the new file and the number of datadirs rewritten.
func rewriteDatadirs(src []byte, to func(string) string) ([]byte, int, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, 0, err
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, 0, fmt.Errorf("not a Hiera configuration (a hash)")
	}
	top := doc.Content[0]
	n := 0
	set := func(m *yaml.Node, key string, add bool) {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key && m.Content[i+1].Kind == yaml.ScalarNode {
				m.Content[i+1].Value = to(m.Content[i+1].Value)
				m.Content[i+1].Style = yaml.DoubleQuotedStyle
				n++
				return
			}
		}
		if add {
			m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key},
				&yaml.Node{Kind: yaml.ScalarNode, Value: to("data"), Style: yaml.DoubleQuotedStyle})
			n++
		}
	}
	if data.MappingValue(top, "version") != nil && data.MappingValue(top, "version").Value == "5" {
		defaults := data.MappingValue(top, "defaults")
		if defaults == nil {
			defaults = &yaml.Node{Kind: yaml.MappingNode}
			top.Content = append(top.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "defaults"}, defaults)
		}
		if defaults.Kind == yaml.MappingNode {
			set(defaults, "datadir", true)
		}
		if h := data.MappingValue(top, "hierarchy"); h != nil && h.Kind == yaml.SequenceNode {
			for _, l := range h.Content {
				if l.Kind == yaml.MappingNode {
					set(l, "datadir", false)
				}
			}
		}
	} else {
		// Hiera 3: backends' sections (:yaml:, :json:) hold :datadir:.
		for i := 0; i+1 < len(top.Content); i += 2 {
			if top.Content[i+1].Kind == yaml.MappingNode {
				set(top.Content[i+1], ":datadir", false)
				set(top.Content[i+1], "datadir", false)
			}
		}
	}
	out, err := yaml.Marshal(&doc)
	return out, n, err
}

// checkDatadirs warns about absolute datadirs (without interpolation) that
// do not exist: Hiera then finds no data without a word, the mistake
// octocatalog-diff's --hiera-path exists for.
func checkDatadirs(src []byte, file, side string, warn func(string)) {
	var doc yaml.Node
	if yaml.Unmarshal(src, &doc) != nil || len(doc.Content) == 0 {
		return
	}
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if n.Kind == yaml.MappingNode && (k.Value == "datadir" || k.Value == ":datadir") && v.Kind == yaml.ScalarNode {
				d := v.Value
				if filepath.IsAbs(d) && !strings.Contains(d, "%{") {
					if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
						warn(fmt.Sprintf("the %s side's Hiera datadir %s (in %s) does not exist: lookups find no data there (--hiera-path DIR points it into each checkout)", side, d, file))
					}
				}
			}
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(doc.Content[0])
}
