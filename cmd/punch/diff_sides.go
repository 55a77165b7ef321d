package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/cmd/punch/filesource"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/catdiff"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/settings"
)

// diffSide is one version of the code and how its catalogs are made.
type diffSide struct {
	label string // "old" or "new"
	// dir is the side's checkout (its environment directory) when there
	// is one: relative --enc, --hiera-config and --hiera-path are in it.
	dir string
	// link is the environment's path in the environmentpath made for a
	// checkout (a symbolic link to dir): messages name dir instead.
	link string
	// fromGit marks a side checked out of a git ref into the worktree
	// cache: messages name its files relative to the repository, since
	// the cache's absolute path means nothing to the reader.
	fromGit bool
	st      *settings.Settings
	reg     *environments.Registry
	// resolver finds the content behind sources (nil: not compared).
	resolver *filesource.Resolver
	// classifier is the side's ENC (nil: none).
	classifier *enc.Classifier
	// catalogFile is a catalog read instead of compiled; fromPuppetDB
	// takes each node's catalog from PuppetDB.
	catalogFile  string
	fromPuppetDB *puppetdb.Client

	factOverrides, encOverrides []*override
}

// setupSides prepares both sides: checkouts (git worktrees, bootstrap),
// the configuration file, settings, Hiera, ENC, environments and file
// servers. cleanup releases the checkouts.
func (r *diffRun) setupSides() (sides [2]*diffSide, cleanup func(), rc int) {
	f := r.f
	var cos [2]*checkout
	cleanup = func() {
		for _, c := range cos {
			c.release()
		}
	}
	sides = [2]*diffSide{{label: "old"}, {label: "new"}}
	type spec struct {
		path, env, dir, ref, catalog string
	}
	specs := [2]spec{{f.oldPath, f.oldEnv, f.oldDir, f.from, f.oldCatalog}, {f.newPath, f.newEnv, f.newDir, f.to, f.newCatalog}}
	if f.repo == "" && f.from != "" {
		return sides, cleanup, r.fail("--from needs --repo (the git repository to check it out of)")
	}
	if f.repo == "" && f.oldPath == "" && f.newPath == "" && f.oldEnv == "" && f.newEnv == "" && f.oldDir == "" && f.newDir == "" &&
		f.oldCatalog == "" && f.newCatalog == "" {
		return sides, cleanup, r.fail("nothing to compare: give --repo with --from, --old-dir/--new-dir, --old-environmentpath/--new-environmentpath, --old-environment/--new-environment, or two catalogs")
	}
	var boot *bootstrap
	if f.bootstrapCmd != "" || f.bootstrapScript != "" {
		cmd := f.bootstrapCmd
		if f.bootstrapScript != "" {
			if cmd != "" {
				return sides, cleanup, r.fail("give --bootstrap or --bootstrap-script, not both")
			}
			cmd = "./" + strings.TrimPrefix(f.bootstrapScript, "./")
			if filepath.IsAbs(f.bootstrapScript) {
				cmd = f.bootstrapScript
			}
		}
		boot = &bootstrap{command: cmd, env: f.bootstrapEnv, timeout: f.bootstrapTimeout}
	}
	// Checkouts.
	cacheDir := ""
	if f.repo != "" {
		if _, err := exec.LookPath("git"); err != nil {
			return sides, cleanup, r.fail("--repo: %v", errNotGit)
		}
		if f.from == "" {
			return sides, cleanup, r.fail("--repo needs --from (the old code's branch, tag or commit)")
		}
		repo, err := filepath.Abs(f.repo)
		if err != nil {
			return sides, cleanup, r.fail("%v", err)
		}
		cacheDir = f.cacheDir
		if cacheDir == "" {
			if cacheDir, err = defaultCacheDir(repo); err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
		}
		for i := range specs {
			if specs[i].dir != "" || specs[i].path != "" || specs[i].catalog != "" {
				continue // given otherwise
			}
			co, err := gitCheckout(repo, specs[i].ref, cacheDir, f.noCache, boot.stamp())
			if err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
			cos[i] = co
			sides[i].dir = co.dir
			sides[i].fromGit = true
		}
	}
	for i, s := range specs {
		if s.dir != "" {
			abs, err := filepath.Abs(s.dir)
			if err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
			if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
				return sides, cleanup, r.fail("--%s-dir %s is not a directory", sides[i].label, s.dir)
			}
			sides[i].dir = abs
			cos[i] = &checkout{dir: abs}
		}
	}
	// The configuration file, from the old side's checkout.
	if !f.noDiffConfig {
		file := f.diffConfig
		if file == "" && sides[0].dir != "" {
			if _, err := os.Stat(filepath.Join(sides[0].dir, diffConfigName)); err == nil {
				file = filepath.Join(sides[0].dir, diffConfigName)
			}
		}
		if file != "" {
			if err := applyDiffConfig(r.fl, file, f.repeatable); err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
		}
	}
	// Bootstrap what needs it.
	for i, co := range cos {
		if co == nil || boot == nil {
			continue
		}
		made := co.commit != ""
		if (made && !co.bootstrapped) || (!made && f.bootstrapCurrent) {
			out, err := boot.run(co.dir, sides[i].label, firstOf(co.ref, co.dir))
			if f.verbose {
				r.stderr.Write(out)
			}
			if err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
		}
		if made {
			if err := co.markReady(boot.stamp()); err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
		}
	}
	if made := cos[0] != nil && cos[0].commit != "" || cos[1] != nil && cos[1].commit != ""; made && !f.noCache {
		// Keep the cache bounded, once this run's worktrees are in use
		// (locked) and so safe from it.
		pruneCache(cos[0].repoOr(cos[1]), cacheDir, f.cacheKeep)
	}
	exempt, err := r.exemptions()
	if err != nil {
		return sides, cleanup, r.fail("%v", err)
	}
	cache := &filesource.Cache{}
	// The hiera_config flag: a relative path is relative to each checkout.
	hieraFlag := ""
	r.fl.Visit(func(fl *flag.Flag) {
		if fl.Name == "hiera_config" || fl.Name == "hiera-config" {
			hieraFlag = fl.Value.String()
		}
	})
	for i, s := range specs {
		side := sides[i]
		if s.catalog != "" {
			side.catalogFile = s.catalog
			continue
		}
		if i == 0 && f.oldFromPuppetDB {
			c, err := r.puppetDB()
			if err != nil {
				return sides, cleanup, r.fail("--old-from-puppetdb: %v", err)
			}
			side.fromPuppetDB = c
			continue
		}
		stc := *r.st
		st := &stc
		env := firstOf(s.env, st.Environment)
		st.Environment = env
		switch {
		case s.path != "":
			abs, err := filepath.Abs(s.path)
			if err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
			st.EnvironmentPath = []string{abs}
		case side.dir != "":
			// A checkout is the environment: an environmentpath of its own
			// holds it under the environment's name.
			envPath := filepath.Join(r.tmp, side.label+"-environments")
			if err := os.MkdirAll(envPath, 0o755); err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
			side.link = filepath.Join(envPath, env)
			if err := os.Symlink(side.dir, side.link); err != nil {
				return sides, cleanup, r.fail("%v", err)
			}
			st.EnvironmentPath = []string{envPath}
		}
		if side.dir == "" {
			side.dir, _ = settings.EnvironmentDir(st.EnvironmentPath, env)
		}
		// Both sides' environments are read once and kept for the run.
		st.EnvironmentTimeout = settings.Unlimited
		// Hiera.
		hs := hieraSpec{
			config: firstOf([]string{f.oldHieraConfig, f.newHieraConfig}[i], hieraFlag),
			path:   firstOf([]string{f.oldHieraPath, f.newHieraPath}[i], f.hieraPath),
			strip:  firstOf([]string{f.oldHieraStrip, f.newHieraStrip}[i], f.hieraStrip),
		}
		if hs.config == "" && (hs.path != "" || hs.strip != "") {
			// The global hiera.yaml of the settings (puppet.conf's
			// hiera_config, or $codedir/hiera.yaml when it exists).
			if _, err := os.Stat(st.HieraConfig); err == nil {
				hs.config = st.HieraConfig
			}
		}
		hc, err := sideHieraConfig(hs, side.dir, r.tmp, side.label, r.warn)
		if err != nil {
			return sides, cleanup, r.fail("%v", err)
		}
		if hc != "" {
			st.HieraConfig = hc
		}
		// The ENC.
		encPath := firstOf([]string{f.oldEnc, f.newEnc}[i], f.encPath)
		switch {
		case f.noEnc:
			st.NodeTerminus = "plain"
		case encPath != "":
			fields := strings.Fields(encPath)
			fields[0] = relTo(side.dir, fields[0])
			st.NodeTerminus, st.ExternalNodes = "exec", strings.Join(fields, " ")
		}
		if st.NodeTerminus == "exec" {
			c, err := enc.New(st.ExternalNodes, st.ENCTimeout)
			if err != nil {
				return sides, cleanup, r.fail("the %s side's ENC: %v", side.label, err)
			}
			if err := c.Check(); err != nil {
				return sides, cleanup, r.fail("the %s side's ENC: %v", side.label, err)
			}
			side.classifier = c
		}
		side.st = st
		reg, err := environments.New(environments.Options{Settings: st})
		if err != nil {
			return sides, cleanup, r.fail("%v", err)
		}
		side.reg = reg
		if !f.noFileContent {
			fsCfg := fileserve.Config{Modules: server.ModulesOf(reg)}
			if st.Fileserverconfig != "" {
				if _, err := os.Stat(st.Fileserverconfig); err == nil {
					fsCfg.MountsFile = st.Fileserverconfig
				}
			}
			files, err := fileserve.New(fsCfg)
			if err != nil {
				return sides, cleanup, r.fail("the %s side's file server: %v", side.label, err)
			}
			roots := []string{}
			if side.dir != "" {
				roots = append(roots, side.dir)
			}
			side.resolver = &filesource.Resolver{Files: files, TextRoots: roots, Cache: cache, Exempt: exempt}
		}
	}
	// Overrides.
	for i, side := range sides {
		for _, set := range []struct {
			flag string
			vals []string
			enc  bool
		}{
			{"fact-override", f.factOv, false}, {[]string{"old", "new"}[i] + "-fact-override", []multiFlag{f.oldFactOv, f.newFactOv}[i], false},
			{"enc-override", f.encOv, true}, {[]string{"old", "new"}[i] + "-enc-override", []multiFlag{f.oldEncOv, f.newEncOv}[i], true},
		} {
			for _, v := range set.vals {
				sep := "."
				if set.enc {
					sep = "::"
				}
				o, err := parseOverride(set.flag, v, sep)
				if err != nil {
					return sides, cleanup, r.fail("%v", err)
				}
				if set.enc {
					if side.classifier == nil && side.catalogFile == "" && side.fromPuppetDB == nil {
						return sides, cleanup, r.fail("--%s %q: the %s side has no ENC (give --enc, or node_terminus = exec)", set.flag, v, side.label)
					}
					side.encOverrides = append(side.encOverrides, o)
				} else {
					side.factOverrides = append(side.factOverrides, o)
				}
			}
		}
	}
	return sides, cleanup, 0
}

// repoOr returns the repository of whichever checkout has one.
func (c *checkout) repoOr(o *checkout) string {
	if c != nil && c.repo != "" {
		return c.repo
	}
	if o != nil {
		return o.repo
	}
	return ""
}

// classified is a node's classification for one side: the ENC's classes,
// parameters and environment (after overrides).
type classified struct {
	classes []compiler.NodeClass
	params  *values.Hash
	env     string
}

// classify runs the side's ENC for a node and applies the ENC overrides.
func (s *diffSide) classify(node string) (*classified, error) {
	if s.classifier == nil {
		return nil, nil
	}
	c, err := s.classifier.Classify(context.Background(), node)
	if err != nil {
		var ee *enc.Error
		if errors.As(err, &ee) && ee.Kind != enc.Empty {
			return nil, fmt.Errorf("Failed when searching for node %s: %s", node, ee.Msg)
		}
		return nil, err
	}
	if len(s.encOverrides) > 0 {
		c = cloneClassification(c)
		if err := applyENC(c, node, s.encOverrides); err != nil {
			return nil, err
		}
	}
	classes, params := environments.NodeClasses(c)
	return &classified{classes: classes, params: params, env: c.Environment}, nil
}

// catalog makes a node's catalog for this side: compiled (with its
// classification), read from a file, or taken from PuppetDB; the sources
// of its files resolved. log holds the compile's messages.
func (s *diffSide) catalog(node string, facts *values.Hash, cl *classified, verbose bool) (*catdiff.Catalog, []byte, error) {
	switch {
	case s.catalogFile != "":
		b, err := os.ReadFile(s.catalogFile)
		if err != nil {
			return nil, nil, err
		}
		c, err := catdiff.Parse(b)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", s.catalogFile, err)
		}
		return c, nil, nil
	case s.fromPuppetDB != nil:
		c, err := catalogFromPuppetDB(s.fromPuppetDB, node)
		return c, nil, err
	}
	st := s.st
	var mods []func(*compiler.Request)
	if cl != nil {
		stc := *s.st
		stc.NodeTerminus = "plain"
		if cl.env != "" {
			stc.Environment = cl.env
		}
		st = &stc
		mods = append(mods, func(req *compiler.Request) { req.Classes, req.Parameters = cl.classes, cl.params })
	}
	if exts := trustedExtensionsOf(facts); exts != nil {
		// Facts from PuppetDB (or exported from it) hold the $trusted
		// Puppet Server gave the node: its certificate's extensions
		// (pp_role...) are what a control repository classifies by.
		mods = append(mods, func(req *compiler.Request) { req.Trusted = compilecmd.TrustedWithExtensions(node, exts) })
	}
	var msgs bytes.Buffer
	// The messages of log_level and above (notice by default), and always
	// the errors (a failure's reason).
	con := newConsole(&msgs, st.PuppetLogLevel)
	con = con.Including("err")
	cat, _, rc := compileNode(st, s.reg, node, facts, nil, con, mods...)
	var log []byte
	if verbose {
		log = msgs.Bytes()
	}
	if rc != 0 {
		text := errorLines(msgs.String())
		shown := s.dir + "/"
		if s.fromGit {
			shown = ""
		}
		if s.link != "" {
			text = strings.ReplaceAll(text, s.link+"/", shown)
		}
		if s.fromGit {
			text = strings.ReplaceAll(text, s.dir+"/", shown)
		}
		return nil, log, errors.New(text)
	}
	// Catalogs name files by absolute path, as Puppet's do; the two sides
	// are compared by each file's path in its own environment directory,
	// so two checkouts of the same code do not differ. The compile has
	// just loaded the environment: Peek takes its snapshot without
	// looking at the files again.
	if snap, err := s.reg.Peek(cat.Environment); err == nil {
		dir := snap.Dir()
		for _, res := range cat.Resources {
			res.File = catalog.RelativePath(res.File, dir)
		}
	}
	b, err := cat.MarshalJSON()
	if err != nil {
		return nil, log, fmt.Errorf("the catalog cannot be written: %v", err)
	}
	c, err := catdiff.Parse(b)
	if err != nil {
		return nil, log, fmt.Errorf("the catalog cannot be read back: %v", err)
	}
	if s.resolver != nil {
		s.resolver.Annotate(c, cat.Environment, node)
	}
	return c, log, nil
}

// errorLines keeps the "Error: " lines of a compile's output (all of it if
// there are none).
func errorLines(s string) string {
	var keep []string
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		if strings.HasPrefix(l, "Error: ") {
			keep = append(keep, strings.TrimPrefix(l, "Error: "))
		}
	}
	if len(keep) == 0 {
		return strings.TrimRight(s, "\n")
	}
	return strings.Join(keep, "\n")
}

// trustedExtensionsOf is facts['trusted']['extensions'] when it is a
// non-empty hash (the facts PuppetDB stores carry the node's trusted
// data), else nil.
func trustedExtensionsOf(facts *values.Hash) *values.Hash {
	if facts == nil {
		return nil
	}
	t, _ := facts.GetString("trusted")
	th, ok := t.(*values.Hash)
	if !ok {
		return nil
	}
	e, _ := th.GetString("extensions")
	eh, ok := e.(*values.Hash)
	if !ok || eh.Len() == 0 {
		return nil
	}
	return eh
}
