package ca

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/rs/zerolog"
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
// matches certname, and which line.
func autosignFileMatches(path, certname string, log zerolog.Logger) (bool, int) {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Warn().Str("autosign", path).Err(err).Msg("Could not read the autosign file; not autosigning")
		return false, 0
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		raw := sc.Text()
		if strings.HasPrefix(raw, "#") || strings.TrimSpace(raw) == "" {
			continue
		}
		line := strings.TrimSpace(raw)
		if AutosignLineMatches(line, certname) {
			return true, n
		}
		if strings.ContainsAny(line, "# ") {
			log.Error().Str("autosign", path).Int("line", n).Str("pattern", line).
				Msg("Invalid pattern in the autosign file (it may contain one certname or glob per line, without spaces or trailing comments); ignoring it")
		}
	}
	return false, 0
}

// AutosignLineMatches is Puppet Server's autosign.conf matching for one
// (trimmed) line: "*" matches everything, "*.example.com" matches any name
// in example.com or below (and example.com itself), anything else must
// equal the certname. Lines with spaces or '#' never match. Comparison of
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

func reverseLabels(s string) []string {
	parts := strings.Split(strings.ToLower(s), ".")
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts
}

// runAutosignCommand runs a policy-based autosign executable. A non-zero
// exit, a failure to start or a timeout all mean "do not sign".
func runAutosignCommand(ctx context.Context, path, certname string, csrPEM []byte, timeout time.Duration, log zerolog.Logger) bool {
	if timeout <= 0 {
		timeout = DefaultAutosignTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, certname)
	cmd.Stdin = bytes.NewReader(csrPEM)
	var stdout, stderr limitedBuffer
	stdout.max, stderr.max = 64<<10, 64<<10
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	// If the command leaves children holding its pipes, stop waiting for
	// them shortly after it exits or is killed.
	cmd.WaitDelay = 2 * time.Second
	start := time.Now()
	err := cmd.Run()
	ev := log.Debug()
	ev.Str("command", path).Str("certname", certname).Dur("duration", time.Since(start)).
		Str("stdout", stdout.String()).Msg("Autosign command finished")
	if stderr.Len() > 0 {
		log.Warn().Str("command", path).Str("certname", certname).Str("stderr", stderr.String()).
			Msg("Autosign command generated output to stderr")
	}
	if ctx.Err() == context.DeadlineExceeded {
		log.Warn().Str("command", path).Str("certname", certname).Dur("timeout", timeout).
			Msg("Autosign command timed out and was killed; the request stays pending. Make the command faster or sign with `punch ca sign`.")
		return false
	}
	if err != nil {
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) {
			log.Info().Str("command", path).Str("certname", certname).Int("exit_code", exitErr.ExitCode()).
				Msgf("Autosign command '%s' rejected certificate '%s' because the exit code was %d, not zero", path, certname, exitErr.ExitCode())
		} else {
			log.Warn().Str("command", path).Str("certname", certname).Err(err).
				Msg("Autosign command could not be run; the request stays pending")
		}
		return false
	}
	return true
}

// limitedBuffer keeps at most max bytes and discards the rest.
type limitedBuffer struct {
	bytes.Buffer
	max int
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Buffer.Len(); room > 0 {
		if len(p) > room {
			b.Buffer.Write(p[:room])
		} else {
			b.Buffer.Write(p)
		}
	}
	return len(p), nil
}
