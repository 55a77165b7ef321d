package server

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/readlimit"
)

// Two sources of $trusted beyond the certificate, as Puppet implements
// them:
//
//   - custom_trusted_oid_mapping.yaml (trusted_oid_mapping_file) names
//     certificate extensions: an extension whose OID the file maps is
//     $trusted['extensions'][SHORTNAME] instead of the dotted OID
//     (Puppet::SSL::Oids.load_custom_oid_file).
//   - trusted_external_command: $trusted['external'] is the JSON the command
//     prints when run with the node's certname; for a directory, a hash of
//     each executable's output by its name without extension
//     (Puppet::TrustedExternal). A failure fails the compile.

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
func mapExtensions(exts map[string]string, mapping map[string]string) map[string]string {
	if len(mapping) == 0 {
		return exts
	}
	out := make(map[string]string, len(exts))
	for k, v := range exts {
		if short, ok := mapping[k]; ok {
			k = short
		}
		out[k] = v
	}
	return out
}

// trustedExternalTimeout bounds one run of a trusted external command
// (Puppet waits for ever; request_timeout bounds the whole request too).
const trustedExternalTimeout = 30 * time.Second

// trustedExternal is $trusted['external'] for certname.
func (s *Server) trustedExternal(ctx context.Context, certname string) (values.Value, error) {
	cmd := s.cfg.TrustedExternalCommand
	fi, err := os.Stat(cmd)
	if err != nil {
		return nil, fmt.Errorf("trusted_external_command %s: %v", cmd, err)
	}
	if !fi.IsDir() {
		return runTrustedExternal(ctx, cmd, certname)
	}
	entries, err := os.ReadDir(cmd)
	if err != nil {
		return nil, fmt.Errorf("trusted_external_command %s: %v", cmd, err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	out := values.NewHash(len(names))
	for _, n := range names {
		p := filepath.Join(cmd, n)
		st, err := os.Stat(p)
		if err != nil || !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
			continue // Puppet skips what is not an executable file
		}
		base := strings.TrimSuffix(n, filepath.Ext(n))
		if _, dup := out.GetString(base); dup {
			return nil, fmt.Errorf("There is more than one '%s' script in %s", base, cmd)
		}
		v, err := runTrustedExternal(ctx, p, certname)
		if err != nil {
			return nil, err
		}
		out.Put(base, v)
	}
	return out, nil
}

// runTrustedExternal runs one command with the certname and decodes its
// standard output as JSON; its errors go to the message of a failure.
func runTrustedExternal(ctx context.Context, command, certname string) (values.Value, error) {
	ctx, cancel := context.WithTimeout(ctx, trustedExternalTimeout)
	defer cancel()
	// Puppet::Util::Execution.execute([command, certname], combine: false).
	r, err := execution.Run(ctx, execution.Spec{Path: command, Args: []string{command, certname},
		MaxOutput: 16 << 20, MaxStderr: 64 << 10, WaitDelay: 2 * time.Second})
	switch {
	case err != nil:
		return nil, fmt.Errorf("Execution of '%s %s' returned 1: %s", command, certname, err.(*execution.StartError).PosixMessage())
	case r.Overflow:
		return nil, fmt.Errorf("trusted_external_command: the output of %s is larger than 16 MiB", command)
	case ctx.Err() != nil:
		return nil, fmt.Errorf("trusted_external_command: %s did not finish within %v for %s", command, trustedExternalTimeout, certname)
	case r.Status != 0:
		status := ""
		if r.Status >= 0 {
			status = fmt.Sprint(r.Status)
		}
		// Puppet::ExecutionFailure's words.
		return nil, fmt.Errorf("Execution of '%s %s' returned %s: %s", command, certname, status, strings.TrimSpace(r.Stderr+string(r.Output)))
	}
	d, err := data.DecodeJSON(r.Output, data.JSONOptions{File: command + " output"})
	if err != nil {
		return nil, fmt.Errorf("trusted_external_command %s printed what is not JSON: %v", command, err)
	}
	return values.FromData(d), nil
}
