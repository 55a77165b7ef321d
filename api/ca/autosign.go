package ca

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/util/execution"
)

// DefaultAutosignTimeout bounds a policy-based autosign executable.
const DefaultAutosignTimeout = 30 * time.Second

// autosignDecision is the outcome of the autosign policy for one CSR.
type autosignDecision struct {
	sign bool
	// by says which policy decided, for the log ("autosign=true",
	// "autosign file /etc/...:3", "autosign command /usr/local/bin/x").
	by string
}

// decideAutosign applies Puppet's autosign setting to a CSR, as Puppet
// Server does, re-reading the setting's file on every request:
//   - "true" / "false" (or empty): sign all / none;
//   - a path to an executable: policy-based autosigning — run it with the
//     certname as its only argument and the CSR PEM on stdin; exit 0 signs;
//   - a path to another file: autosign.conf — one certname or domain glob
//     (`*.example.com`, or `*` for all) per line; '#' starts a comment line;
//   - a path that does not exist: sign nothing.
func decideAutosign(ctx context.Context, setting, certname string, csrPEM []byte, timeout time.Duration, log zerolog.Logger) autosignDecision {
	switch strings.ToLower(strings.TrimSpace(setting)) {
	case "true":
		return autosignDecision{sign: true, by: "autosign=true"}
	case "", "false":
		return autosignDecision{sign: false, by: "autosign=false"}
	}
	fi, err := os.Stat(setting)
	if err != nil {
		log.Warn().Str("autosign", setting).Str("certname", certname).Err(err).
			Msg("Autosign setting names a file that cannot be read; not autosigning. Fix the autosign setting or create the file.")
		return autosignDecision{by: "autosign file " + setting + " (missing)"}
	}
	if fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0 {
		ok := runAutosignCommand(ctx, setting, certname, csrPEM, timeout, log)
		return autosignDecision{sign: ok, by: "autosign command " + setting}
	}
	ok, line := autosignFileMatches(setting, certname, log)
	by := "autosign file " + setting
	if ok {
		by = fmt.Sprintf("%s:%d", by, line)
	}
	return autosignDecision{sign: ok, by: by}
}

// autosignFileMatches reports whether a line of the autosign.conf at path
// matches certname, and which line. Lines are read as Puppet Server reads
// them (Java's readLine: "\n", "\r\n" or a lone "\r" ends a line) and
// used verbatim: a line starting with '#' or holding only blanks is
// skipped, and blanks around a name are not trimmed, so "web1 " is an
// invalid pattern (logged) rather than web1.
func autosignFileMatches(path, certname string, log zerolog.Logger) (bool, int) {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Warn().Str("autosign", path).Err(err).Msg("Could not read the autosign file; not autosigning")
		return false, 0
	}
	n := 0
	for len(data) > 0 {
		n++
		end := bytes.IndexAny(data, "\r\n")
		var line string
		if end < 0 {
			line, data = string(data), nil
		} else {
			line = string(data[:end])
			if data[end] == '\r' && end+1 < len(data) && data[end+1] == '\n' {
				end++
			}
			data = data[end+1:]
		}
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		if AutosignLineMatches(line, certname) {
			return true, n
		}
		if strings.ContainsAny(line, "# ") {
			log.Error().Str("autosign", path).Int("line", n).Str("pattern", line).
				Msgf("Invalid pattern '%s' found in %s (a line holds one certname or glob, without blanks or trailing comments); ignoring it", line, path)
		}
	}
	return false, 0
}

// AutosignLineMatches is Puppet Server's autosign.conf matching for one
// line, as written: "*" matches everything, "*.example.com" matches any
// name in example.com or below (and example.com itself), anything else must
// equal the certname. Lines with a space or '#' never match. Comparison of
// globs ignores case.
func AutosignLineMatches(line, certname string) bool {
	if strings.ContainsAny(line, "# ") {
		return false
	}
	if line == "*" {
		return true
	}
	if strings.HasPrefix(line, "*") {
		glob := reverseLabels(line)
		if len(glob) < 2 {
			// "*." or "*abc": Puppet Server's glob (Clojure's butlast of
			// one label) is nil, which matches nothing.
			return false
		}
		glob = glob[:len(glob)-1] // drop the '*'
		name := reverseLabels(certname)
		if len(name) < len(glob) {
			return false
		}
		for i := range glob {
			if glob[i] != name[i] {
				return false
			}
		}
		return true
	}
	return line == certname
}

// reverseLabels is a name's dot-separated labels, lower-cased, last first.
// Like Java's String.split, which Puppet Server uses, empty labels at the
// end are dropped: "a.example.com." is a, example, com.
func reverseLabels(s string) []string {
	parts := strings.Split(strings.ToLower(s), ".")
	for len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	slices.Reverse(parts)
	return parts
}

// runAutosignCommand runs a policy-based autosign executable. A non-zero
// exit, a failure to start or a timeout all mean "do not sign".
//
// Puppet Server 7.9.5 (clj-shell-utils' ShellUtils: commons-exec's
// DefaultExecutor without a watchdog) waits for the command however long
// it takes, with its own environment. Punch bounds it (timeout: the CSR
// stays pending) and runs it through compiler/util/execution, in a session
// of its own: at the timeout the command's whole process group is killed,
// so a policy script's children (a sleep, a curl to an inventory) do not
// outlive it; so is a child still holding its output once the command
// exited. Its standard output (logged at debug) is bounded: a command
// printing more is killed and does not sign.
func runAutosignCommand(ctx context.Context, path, certname string, csrPEM []byte, timeout time.Duration, log zerolog.Logger) bool {
	if timeout <= 0 {
		timeout = DefaultAutosignTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	res, err := execution.Run(ctx, execution.Spec{Path: path, Args: []string{path, certname},
		Env: os.Environ(), Stdin: csrPEM, MaxOutput: 1 << 20, MaxStderr: 64 << 10, WaitDelay: 2 * time.Second})
	if err != nil {
		log.Warn().Str("command", path).Str("certname", certname).Err(err).
			Msg("Autosign command could not be run; the request stays pending")
		return false
	}
	log.Debug().Str("command", path).Str("certname", certname).Dur("duration", time.Since(start)).
		Str("stdout", string(res.Output)).Msg("Autosign command finished")
	if res.Stderr != "" {
		log.Warn().Str("command", path).Str("certname", certname).Str("stderr", res.Stderr).
			Msg("Autosign command generated output to stderr")
	}
	switch {
	case ctx.Err() == context.DeadlineExceeded:
		log.Warn().Str("command", path).Str("certname", certname).Dur("timeout", timeout).
			Msg("Autosign command timed out and was killed with its child processes; the request stays pending. Make the command faster or sign with `punch ca sign`.")
		return false
	case res.Overflow:
		log.Warn().Str("command", path).Str("certname", certname).
			Msg("Autosign command printed more than 1 MB on its standard output and was killed; the request stays pending")
		return false
	case res.Status != 0:
		log.Info().Str("command", path).Str("certname", certname).Int("exit_code", res.Status).
			Msgf("Autosign command '%s' rejected certificate '%s' because the exit code was %d, not zero", path, certname, res.Status)
		return false
	}
	return true
}
