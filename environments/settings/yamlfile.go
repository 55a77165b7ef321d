package settings

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

var reYAMLErrLine = lazyre.New(`^line (\d+): (.*)$`)

// readYAML reads Punch's YAML configuration file: one flat mapping of
// setting names (Puppet's spelling) to values. A value is a scalar, written
// as it would be in puppet.conf, or for list settings (environmentpath,
// basemodulepath, dns_alt_names, reports, disable_warnings) a YAML list:
//
//	environmentpath: [/etc/puppetlabs/code/environments]
//	dns_alt_names: [puppet, puppet.example.com]
//	environment_timeout: unlimited
//	node_terminus: exec
//	external_nodes: /usr/local/bin/classify --site east
func (s *Settings) readYAML(path string, src []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Source: Source{Kind: FromFile, File: path}, Msg: fmt.Sprintf("invalid YAML: %v", r)}
		}
	}()
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		line := 0
		if m := reYAMLErrLine.FindStringSubmatch(msg); m != nil {
			line, _ = strconv.Atoi(m[1])
			msg = m[2]
		}
		return &Error{Source: Source{Kind: FromFile, File: path, Line: line}, Msg: "invalid YAML: " + msg}
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return nil // an empty file sets nothing
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return &Error{Source: Source{Kind: FromFile, File: path, Line: root.Line},
			Msg: "the configuration file must be a mapping of setting names to values"}
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		kn, vn := root.Content[i], root.Content[i+1]
		src := Source{Kind: FromFile, File: path, Line: kn.Line}
		if kn.Kind != yaml.ScalarNode {
			return &Error{Source: src, Msg: "setting names must be plain words"}
		}
		name := kn.Value
		if first, dup := seen[name]; dup {
			return &Error{Setting: name, Source: src, Msg: fmt.Sprintf("set twice (first at line %d)", first)}
		}
		seen[name] = kn.Line
		d, known := defsByName[name]
		if !known {
			if alt := strings.ReplaceAll(name, "-", "_"); alt != name {
				if _, ok := defsByName[alt]; ok {
					return &Error{Setting: name, Source: src, Msg: fmt.Sprintf("setting names are written with underscores: %s", alt)}
				}
			}
			s.classify(name, src, false)
			continue
		}
		text, err := yamlSettingText(d, vn)
		if err != nil {
			return &Error{Setting: name, Source: src, Msg: err.Error()}
		}
		s.file[name] = rawValue{text: text, src: src}
	}
	return nil
}

// yamlSettingText turns a YAML value into the setting's text.
func yamlSettingText(d *def, n *yaml.Node) (string, error) {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	switch n.Kind {
	case yaml.ScalarNode:
		if n.Tag == "!!null" && n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 {
			return "", nil
		}
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			return n.Value, nil
		}
		return TranslateValue(n.Value), nil
	case yaml.SequenceNode:
		sep := ""
		switch d.kind {
		case kPathList:
			sep = string(filepath.ListSeparator)
		case kList:
			sep = ","
		default:
			return "", fmt.Errorf("expects one value, not a list")
		}
		var parts []string
		for _, e := range n.Content {
			if e.Kind != yaml.ScalarNode {
				return "", fmt.Errorf("list entries must be plain values")
			}
			if e.Value != "" {
				parts = append(parts, e.Value)
			}
		}
		return strings.Join(parts, sep), nil
	}
	return "", fmt.Errorf("expects a value, not a mapping")
}
