package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/punch-dev/punch/compiler/util/execution"
)

// checkout is one version of the control repository on disk: a git
// worktree of a commit (cached between runs), or a directory given as is.
type checkout struct {
	dir string
	// ref and commit name a git checkout ("" for a directory).
	ref, commit string
	// cached: the worktree stays for later runs; otherwise cleanup
	// removes it.
	cached bool
	repo   string
	lock   *os.File
	// bootstrapped: the bootstrap command already ran in it (a cached
	// worktree records it).
	bootstrapped bool
	// uses counts the sides sharing a worktree of a commit: the last
	// release ends it. key names it in heldCheckouts.
	uses int
	key  string
}

// heldCheckouts are the worktrees of commits this process uses, by
// repository, commit, cache and bootstrap.
var heldCheckouts = struct {
	sync.Mutex
	m map[string]*checkout
}{m: map[string]*checkout{}}

// gitCmd runs git in dir and returns its trimmed standard output, or an
// error with its standard error.
func gitCmd(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0")
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
	}
	return strings.TrimSpace(out.String()), nil
}

// defaultCacheDir is where worktrees of a repository are kept between runs.
func defaultCacheDir(repo string) (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache directory (%v): give --cache-dir", err)
	}
	sum := sha256.Sum256([]byte(repo))
	return filepath.Join(base, "punch", "diff", filepath.Base(repo)+"-"+hex.EncodeToString(sum[:6])), nil
}

// gitCheckout gives a worktree of ref in repo: "." (or "") is the
// repository's working tree as it is, uncommitted changes included. A
// commit's worktree is made under cacheDir/COMMIT and kept (locked
// against other runs while in use) unless noCache; stamp identifies the
// bootstrap that must have run in it (a different one makes a fresh
// worktree). A commit this process already has checked out (--from and
// --to naming one commit) shares that worktree: locking it a second time
// would wait forever.
func gitCheckout(repo, ref, cacheDir string, noCache bool, stamp string) (*checkout, error) {
	if ref == "" || ref == "." {
		top, err := gitCmd(repo, "rev-parse", "--show-toplevel")
		if err != nil {
			return nil, fmt.Errorf("--repo %s is not a git repository: %v", repo, err)
		}
		return &checkout{dir: top, ref: "."}, nil
	}
	commit, err := gitCmd(repo, "rev-parse", "--verify", "--quiet", ref+"^{commit}")
	if err != nil || commit == "" {
		return nil, fmt.Errorf("%q is not a commit of the repository %s (a branch, tag or commit; fetch it first if it is remote)", ref, repo)
	}
	key := strings.Join([]string{repo, commit, cacheDir, fmt.Sprint(noCache), stamp}, "\x00")
	heldCheckouts.Lock()
	h := heldCheckouts.m[key]
	if h != nil {
		h.uses++
	}
	heldCheckouts.Unlock()
	if h != nil {
		return h, nil
	}
	co, err := makeCheckout(repo, ref, commit, cacheDir, noCache, stamp)
	if err != nil {
		return nil, err
	}
	co.uses, co.key = 1, key
	heldCheckouts.Lock()
	heldCheckouts.m[key] = co
	heldCheckouts.Unlock()
	return co, nil
}

// makeCheckout gives the worktree of commit, cached or temporary.
func makeCheckout(repo, ref, commit, cacheDir string, noCache bool, stamp string) (*checkout, error) {
	co := &checkout{ref: ref, commit: commit, repo: repo, cached: !noCache}
	if noCache {
		dir, err := os.MkdirTemp("", "punch-diff-"+commit[:12]+"-")
		if err != nil {
			return nil, err
		}
		co.dir = filepath.Join(dir, "checkout")
		if _, err := gitCmd(repo, "worktree", "add", "--detach", "--force", co.dir, commit); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		return co, nil
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return nil, err
	}
	co.dir = filepath.Join(cacheDir, commit)
	// Two runs may want the same commit: the lock makes the second wait
	// for the first to have made (and bootstrapped) it.
	lock, err := os.OpenFile(co.dir+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		lock.Close()
		return nil, err
	}
	co.lock = lock
	marker := co.dir + ".ok"
	if b, err := os.ReadFile(marker); err == nil && string(b) == stamp {
		if head, err := gitCmd(co.dir, "rev-parse", "HEAD"); err == nil && head == commit {
			co.bootstrapped = true
			now := time.Now()
			os.Chtimes(marker, now, now)
			return co, nil
		}
	}
	// Stale or missing: make it again.
	os.Remove(marker)
	gitCmd(repo, "worktree", "remove", "--force", co.dir)
	os.RemoveAll(co.dir)
	gitCmd(repo, "worktree", "prune")
	if _, err := gitCmd(repo, "worktree", "add", "--detach", "--force", co.dir, commit); err != nil {
		co.release()
		return nil, err
	}
	return co, nil
}

// markReady records that the worktree is complete and bootstrapped with
// stamp, for later runs.
func (c *checkout) markReady(stamp string) error {
	c.bootstrapped = true
	if !c.cached {
		return nil
	}
	return os.WriteFile(c.dir+".ok", []byte(stamp), 0o644)
}

// release ends the use of a checkout: a cached one is unlocked, a
// temporary worktree is removed.
func (c *checkout) release() {
	if c == nil {
		return
	}
	heldCheckouts.Lock()
	c.uses--
	if c.uses > 0 {
		heldCheckouts.Unlock()
		return
	}
	if c.key != "" && heldCheckouts.m[c.key] == c {
		delete(heldCheckouts.m, c.key)
	}
	heldCheckouts.Unlock()
	if c.lock != nil {
		syscall.Flock(int(c.lock.Fd()), syscall.LOCK_UN)
		c.lock.Close()
		c.lock = nil
	}
	if c.commit != "" && !c.cached {
		gitCmd(c.repo, "worktree", "remove", "--force", c.dir)
		os.RemoveAll(filepath.Dir(c.dir))
		gitCmd(c.repo, "worktree", "prune")
	}
}

// pruneCache removes the cached worktrees of cacheDir beyond the keep most
// recently used, and those never completed (a run that stopped before its
// bootstrap finished: a bad .punch-diff.yaml, a failed bootstrap, an
// interrupt), skipping those in use (locked).
func pruneCache(repo, cacheDir string, keep int) {
	dirs, _ := filepath.Glob(filepath.Join(cacheDir, strings.Repeat("[0-9a-f]", 40)))
	type entry struct {
		dir string
		t   time.Time
	}
	var es, incomplete []entry
	for _, d := range dirs {
		if fi, err := os.Stat(d + ".ok"); err == nil {
			es = append(es, entry{d, fi.ModTime()})
		} else if errors.Is(err, os.ErrNotExist) {
			incomplete = append(incomplete, entry{dir: d})
		}
	}
	sort.Slice(es, func(i, j int) bool { return es[i].t.After(es[j].t) })
	if len(es) > keep {
		incomplete = append(incomplete, es[keep:]...)
	}
	for _, e := range incomplete {
		lock, err := os.OpenFile(e.dir+".lock", os.O_CREATE|os.O_RDWR, 0o644)
		if err != nil {
			continue
		}
		if syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			os.Remove(e.dir + ".ok")
			gitCmd(repo, "worktree", "remove", "--force", e.dir)
			os.RemoveAll(e.dir)
			syscall.Flock(int(lock.Fd()), syscall.LOCK_UN)
			os.Remove(e.dir + ".lock")
		}
		lock.Close()
	}
	gitCmd(repo, "worktree", "prune")
}

// bootstrap is the command run in each checkout before compiling (r10k,
// a Puppetfile install, a symlink farm...).
type bootstrap struct {
	command string   // run with sh -c
	env     []string // KEY=VALUE added to the environment
	timeout time.Duration
}

// stamp identifies a bootstrap, so that a cached checkout made with
// another one is made again.
func (b *bootstrap) stamp() string {
	if b == nil || b.command == "" {
		return "none"
	}
	return b.command + "\x00" + strings.Join(b.env, "\x00")
}

// run runs the bootstrap in dir; the output is returned (and, on
// failure, its end is in the error).
func (b *bootstrap) run(dir, side, ref string) ([]byte, error) {
	ctx := context.Background()
	if b.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", b.command)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PUNCH_DIFF_SIDE="+side, "PUNCH_DIFF_REF="+ref, "PUNCH_DIFF_DIR="+dir)
	cmd.Env = append(cmd.Env, b.env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	out := execution.Head{Max: 1 << 20}
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %s (--bootstrap-timeout)", b.timeout)
	}
	if err != nil {
		tail := string(out.Bytes())
		if lines := strings.Split(strings.TrimRight(tail, "\n"), "\n"); len(lines) > 20 {
			tail = strings.Join(lines[len(lines)-20:], "\n")
		}
		return out.Bytes(), fmt.Errorf("the bootstrap command %q failed in %s (%s side): %v\n%s", b.command, dir, side, err, indent(strings.TrimRight(tail, "\n")))
	}
	return out.Bytes(), nil
}

// errNotGit is returned for --repo without git.
var errNotGit = errors.New("git is not installed (apt-get install git)")
