// Package trusted is what Puppet adds to $trusted beyond the node's
// certificate that needs running something: trusted_external_command
// ($trusted['external']), for punch serve and punch compile alike.
package trusted

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// runTimeout bounds one run of a trusted external command
// (Puppet waits for ever; request_timeout bounds the whole request too).
const runTimeout = 30 * time.Second

// External is $trusted['external'] for certname: the JSON command prints
// when run with the certname; for a directory, a hash of each executable's
// output by its name without extension (Puppet::TrustedExternal).
func External(ctx context.Context, cmd, certname string) (values.Value, error) {
	fi, err := os.Stat(cmd)
	if err != nil {
		return nil, fmt.Errorf("trusted_external_command %s: %v", cmd, err)
	}
	if !fi.IsDir() {
		return runOne(ctx, cmd, certname)
	}
	// Puppet::FileSystem.children: the directory's own order (readdir),
	// not sorted; $trusted['external'] keeps it, as Puppet's hash does.
	d, err := os.Open(cmd)
	if err != nil {
		return nil, fmt.Errorf("trusted_external_command %s: %v", cmd, err)
	}
	names, err := d.Readdirnames(-1)
	d.Close()
	if err != nil {
		return nil, fmt.Errorf("trusted_external_command %s: %v", cmd, err)
	}
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
		v, err := runOne(ctx, p, certname)
		if err != nil {
			return nil, err
		}
		out.Put(base, v)
	}
	return out, nil
}

// runOne runs one command with the certname and decodes its
// standard output as JSON; its errors go to the message of a failure.
func runOne(ctx context.Context, command, certname string) (values.Value, error) {
	ctx, cancel := context.WithTimeout(ctx, runTimeout)
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
		return nil, fmt.Errorf("trusted_external_command: %s did not finish within %v for %s", command, runTimeout, certname)
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
