package server

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/readlimit"
	"github.com/punch-dev/punch/environments/trusted"
)

// Two sources of $trusted beyond the certificate, as Puppet implements
// them:
//
//   - custom_trusted_oid_mapping.yaml (trusted_oid_mapping_file) names
//     certificate extensions: an extension whose OID the file maps is
//     $trusted['extensions'][SHORTNAME] instead of the dotted OID
//     (Puppet::SSL::Oids.load_custom_oid_file).
//   - trusted_external_command: $trusted['external'], run by
//     environments/trusted (punch compile runs it too). A failure fails
//     the compile.

// LoadOIDMapping reads a custom_trusted_oid_mapping.yaml: {oid_mapping:
// {OID: {shortname: S, longname: L}}}. A missing file is no mapping, as in
// Puppet; a malformed one is an error naming the file.
func LoadOIDMapping(path string) (map[string]string, error) {
	b, err := readlimit.ReadFileLimit(path, 1<<20)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("Error loading ssl custom OIDs mapping file from '%s': %v", path, err)
	}
	var doc struct {
		OIDMapping map[string]struct {
			Shortname string `yaml:"shortname"`
			Longname  string `yaml:"longname"`
		} `yaml:"oid_mapping"`
	}
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("Error loading ssl custom OIDs mapping file from '%s': %v", path, err)
	}
	if doc.OIDMapping == nil {
		return nil, fmt.Errorf("Error loading ssl custom OIDs mapping file from '%s': no such index 'oid_mapping'", path)
	}
	out := make(map[string]string, len(doc.OIDMapping))
	for oid, m := range doc.OIDMapping {
		if m.Shortname == "" || m.Longname == "" {
			return nil, fmt.Errorf("Error loading ssl custom OIDs mapping file from '%s': incomplete definition of oid '%s'", path, oid)
		}
		for _, part := range strings.Split(oid, ".") {
			if part == "" || strings.Trim(part, "0123456789") != "" {
				return nil, fmt.Errorf("Error loading ssl custom OIDs mapping file from '%s': '%s' is not a dotted OID", path, oid)
			}
		}
		out[oid] = m.Shortname
	}
	return out, nil
}

// mapExtensions renames extensions known by dotted OID to their custom
// short names.
func mapExtensions(exts []ca.NamedExtension, mapping map[string]string) []ca.NamedExtension {
	if len(mapping) == 0 {
		return exts
	}
	out := make([]ca.NamedExtension, len(exts))
	for i, e := range exts {
		if short, ok := mapping[e.Name]; ok {
			e.Name = short
		}
		out[i] = e
	}
	return out
}

// trustedExternal is $trusted['external'] for certname.
func (s *Server) trustedExternal(ctx context.Context, certname string) (values.Value, error) {
	return trusted.External(ctx, s.cfg.TrustedExternalCommand, certname)
}
