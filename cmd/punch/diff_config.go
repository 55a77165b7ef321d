package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/environments/data"
)

// diffConfigName is the file of punch diff settings a control repository
// may hold at its top: the base (old) side's copy is read, so that a
// change cannot hide itself by adding an ignore rule in the same pull
// request.
const diffConfigName = ".punch-diff.yaml"

// configKeys are the flags the configuration file may set: what to
// compare and how to report it, and where a checkout's Hiera data and ENC
// are. Where the code comes from and what runs (--repo, --bootstrap) stay
// on the command line, and so does --exit-codes: the file is read only
// once the checkouts exist, so a run failing before (a ref that does not
// exist) would exit in the other convention, and trouble (2) read as
// octocatalog-diff's "changes".
var configKeys = map[string]bool{
	"ignore": true, "ignore-attr": true, "ignore-tags": true, "hide-classes": true, "no-tags": true,
	"no-edges": true, "source": true, "no-file-content": true, "file-content-exempt": true,
	"file-content-exempt-tags": true, "redact": true, "no-redact": true, "detail-add": true,
	"format": true, "hiera-path": true, "old-hiera-path": true, "new-hiera-path": true,
	"hiera-path-strip": true, "old-hiera-path-strip": true, "new-hiera-path-strip": true,
	"old-hiera-config": true, "new-hiera-config": true, "enc": true, "old-enc": true, "new-enc": true,
	"no-enc": true, "jobs": true, "markdown-limit": true, "title": true,
}

// applyDiffConfig reads a configuration file (YAML: flag names without
// "--" to a value, true/false for switches, a list for repeatable flags)
// and sets the flags the command line did not set; repeatable flags add to
// the command line's values. Unknown keys are errors that name the file
// and line.
func applyDiffConfig(fl *flag.FlagSet, file string, repeatable map[string]bool) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		// yaml.v3 gives the line only; the data decoder words the syntax
		// error as Psych does, with the line and column (FILE:L:C: ...).
		if _, _, derr := data.DecodeYAML(src, data.YAMLOptions{File: file}); derr != nil {
			return derr
		}
		return fmt.Errorf("%s: %v", file, err)
	}
	if len(doc.Content) == 0 {
		return nil
	}
	top := doc.Content[0]
	if top.Kind != yaml.MappingNode {
		return fmt.Errorf("%s:%d:%d: expected a hash of flag names to values", file, top.Line, top.Column)
	}
	set := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		name := strings.TrimPrefix(k.Value, "--")
		at := fmt.Sprintf("%s:%d:%d", file, k.Line, k.Column)
		if name == "exit-codes" {
			return fmt.Errorf("%s: exit-codes cannot be set in %s: give --exit-codes on the command line (a run that fails before the file is read would exit in the other convention)", at, filepath.Base(file))
		}
		if !configKeys[name] || fl.Lookup(name) == nil {
			known := make([]string, 0, len(configKeys))
			for n := range configKeys {
				known = append(known, n)
			}
			sort.Strings(known)
			return fmt.Errorf("%s: %q cannot be set in %s (it may hold: %s)", at, name, filepath.Base(file), strings.Join(known, ", "))
		}
		var vals []string
		switch v.Kind {
		case yaml.ScalarNode:
			vals = []string{v.Value}
		case yaml.SequenceNode:
			if !repeatable[name] {
				return fmt.Errorf("%s: %s takes one value, not a list", at, name)
			}
			for _, e := range v.Content {
				if e.Kind != yaml.ScalarNode {
					return fmt.Errorf("%s:%d:%d: %s: expected a list of strings", file, e.Line, e.Column, name)
				}
				vals = append(vals, e.Value)
			}
		default:
			return fmt.Errorf("%s: %s: expected a string, a number, true/false or a list", at, name)
		}
		if set[name] && !repeatable[name] {
			continue // the command line wins
		}
		for _, val := range vals {
			if err := fl.Set(name, val); err != nil {
				return fmt.Errorf("%s: %s: %v", at, name, err)
			}
		}
	}
	return nil
}
