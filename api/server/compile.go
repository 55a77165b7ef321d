package server

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/enc"
)

// nodeInfo is a node as the node terminus describes it (Puppet::Node).
type nodeInfo struct {
	Name        string
	Environment string
	// Classes from the classifier, in its order; ClassesAsHash when it
	// gave them as a hash (with parameters).
	Classes       []enc.Class
	ClassesAsHash bool
	// Parameters are the classifier's top-scope parameters (never nil).
	Parameters *data.Map
	// Classified is true when the classifier chose the environment.
	Classified bool
}

// classify finds a node's environment, classes and parameters: from the
// classifier when one is configured, else the plain terminus (the
// requested environment, nothing else).
func (s *Server) classify(ctx context.Context, name, requestedEnv string) (*nodeInfo, error) {
	n := &nodeInfo{Name: name, Environment: requestedEnv, Parameters: data.NewMap(0)}
	if s.cfg.Classifier == nil {
		return n, nil
	}
	start := time.Now()
	c, err := s.cfg.Classifier.Classify(ctx, name)
	s.m.classifyTimes.ObserveSince(start)
	if err != nil {
		return nil, err
	}
	n.Classes = c.Classes
	n.ClassesAsHash = c.ClassesAsHash
	if c.Parameters != nil {
		n.Parameters = c.Parameters
	}
	if c.Environment != "" {
		n.Environment = c.Environment
		n.Classified = true
	}
	return n, nil
}

// compileJob is one catalog compile.
type compileJob struct {
	node *nodeInfo
	// env is the environment the request already looked up, when it has
	// (nil: the compile looks node.Environment up). It is used only when
	// it is node.Environment: a classifier may have chosen another.
	env             *environments.Instance
	facts           *values.Hash
	trusted         *values.Hash
	transactionUUID string
	// static: the agent asked for a static catalog (static_catalog) with
	// checksumType, its checksum_type list ("sha256.md5").
	static       bool
	checksumType string
	// logLevel is the least severe message kept in logs ("" keeps none).
	logLevel string
	// skipStoreFacts and skipStoreCatalog leave the facts or catalog out
	// of the storeconfigs backend (the v4 endpoint's persistence options).
	skipStoreFacts, skipStoreCatalog bool
	// agentJSON: the caller serves the catalog's JSON as an agent gets it
	// (ForAgent, compact): compile writes it (compileResult.json) and checks
	// the catalog's strings with it (agentJSONChecked).
	agentJSON bool
	// richData: the agent accepts Puppet's rich data JSON, so values that
	// are not JSON data (Deferred, Binary, ...) keep their type, unless
	// the environment turns rich_data off.
	richData bool
	// external: $trusted['external'] is fetched for the node
	// (trusted_external_command) when the compile starts.
	external bool
	// saveFacts, when set, stores the request's facts with trusted beside
	// them (Server.saveFacts) again once external is in trusted: Puppet's
	// PuppetDB facts terminus stores $trusted with its external data.
	saveFacts func()
}

// compileResult is what a compile produced.
type compileResult struct {
	catalog *catalog.Catalog
	// plainData: rich data was asked for but the environment's rich_data
	// is off, so the catalog is plain JSON (Puppet Server then offers no
	// rich format).
	plainData bool
	logs      []logEntry
	stages    []compiler.StageTiming
	queued    time.Duration
	// json is the catalog's JSON for the agent when the job asked for it
	// (agentJSON), shared by two users (the response and the store's queue).
	json *catalogBuffer
}

// compileOutcome is what the compile's goroutine hands back.
type compileOutcome struct {
	cat    *catalog.Catalog
	stages []compiler.StageTiming
	err    error
	total  time.Duration
}

// logEntry is a compile message with the time it was logged.
type logEntry struct {
	compiler.Message
	Time time.Time
}

// compileError is a failed compile: the environment could not be loaded,
// or the code failed. Its message is Puppet's.
type compileError struct {
	err error
}

func (e *compileError) Error() string { return e.err.Error() }
func (e *compileError) Unwrap() error { return e.err }

// compile runs one compile in a pool slot. The errors are errQueueFull,
// the context's error, an unknown environment (wrapping
// ErrUnknownEnvironment), or a *compileError.
func (s *Server) compile(ctx context.Context, job *compileJob) (*compileResult, error) {
	log := zerolog.Ctx(ctx)
	env, err := job.env, error(nil)
	if env == nil || env.Name() != job.node.Environment {
		env, err = s.envs.instance(job.node.Environment)
	}
	if err != nil {
		if errors.Is(err, ErrUnknownEnvironment) {
			return nil, err
		}
		s.m.compiles.With(job.node.Environment, "failure").Inc()
		log.Error().Err(err).Str("node", job.node.Name).Str("environment", job.node.Environment).
			Msg("could not load the environment; fix its environment.conf or directory")
		return nil, &compileError{err: err}
	}
	qstart := time.Now()
	release, err := s.pool.acquire(ctx)
	if err != nil {
		if errors.Is(err, errQueueFull) {
			s.m.rejected.Inc()
		}
		return nil, err
	}
	// The slot is given back as soon as the compile is done: metrics and
	// log lines (a write each, which may wait for the disk) happen
	// outside it.
	released := false
	defer func() {
		if !released {
			release()
		}
	}()
	queued := time.Since(qstart)
	s.m.phases.With("queue").ObserveDuration(queued)

	res := &compileResult{queued: queued}
	if job.external && s.cfg.TrustedExternalCommand != "" && job.trusted != nil {
		ext, err := s.trustedExternal(ctx, job.node.Name)
		if err != nil {
			log.Error().Err(err).Str("node", job.node.Name).Str("trusted_external_command", s.cfg.TrustedExternalCommand).
				Msg("could not get the node's trusted external data; the compile fails, as in Puppet")
			return res, &compileError{err: err}
		}
		job.trusted.Put("external", ext)
		if job.saveFacts != nil {
			job.saveFacts()
		}
	}
	// Puppet Server asks its versioned-code service for the code id
	// before the compile (request-handler-core with-code-id), for v3 and
	// v4 catalogs alike, whatever code_id the request gave.
	codeID, static, err := s.staticPrepare(ctx, job, env)
	if err != nil {
		s.m.compiles.With(env.Name(), "failure").Inc()
		log.Error().Err(err).Str("node", job.node.Name).Str("environment", env.Name()).
			Msg("could not start the catalog compile: the versioned-code command or the agent's checksum types failed; the agent was sent the error")
		return res, &compileError{err: err}
	}
	if err := s.storeConfigsFacts(ctx, job); err != nil {
		s.m.compiles.With(env.Name(), "failure").Inc()
		log.Error().Str("node", job.node.Name).Err(err).Msg("could not store the node's facts for storeconfigs; the agent was sent the error")
		return res, &compileError{err: err}
	}
	req := env.Bind(&compiler.Request{
		Node:            job.node.Name,
		Facts:           job.facts,
		Trusted:         job.trusted,
		ServerFacts:     s.srvFacts,
		StrictVariables: s.cfg.StrictVariables,
		RichData:        job.richData && (env.Config() == nil || env.Config().RichData),
		CodeID:          codeID,
		Version:         env.VersionTime.Unix(),
		// The JSON written for the agent checks the strings (see
		// agentJSONChecked); a static catalog gets file metadata after
		// the check and keeps the compile's stage.
		DeferUTF8Check: job.agentJSON && static.checksumType == "",
	})
	if sc := s.cfg.StoreConfigs; sc != nil && sc.Backend != nil {
		req.StoreConfigs = sc.Backend
	}
	req.PuppetDB = s.cfg.PuppetDB
	if job.richData && !req.RichData {
		res.plainData = true
	}
	req.Classes, req.Parameters = environments.NodeClasses(&enc.Classification{
		Classes: job.node.Classes, ClassesAsHash: job.node.ClassesAsHash, Parameters: job.node.Parameters})
	minRank := levelRank(job.logLevel)
	req.Log = func(m compiler.Message) {
		if minRank >= 0 && levelRank(m.Level) >= minRank {
			res.logs = append(res.logs, logEntry{Message: m, Time: time.Now()})
		}
		// Puppet Server logs the code's notices (notice(), the default
		// level of Puppet's log_level) and above; info() and debug() only
		// when asked for.
		ev := log.Debug()
		switch m.Level {
		case "notice":
			ev = log.Info()
		case "warning":
			ev = log.Warn()
		case "err", "alert", "emerg", "crit":
			ev = log.Error()
		}
		ev.Str("node", job.node.Name).Str("environment", env.Name()).Str("puppet_level", m.Level).Msg(m.String())
	}
	start := time.Now()
	// The compile runs on a goroutine of its own (a worker kept for the
	// next compile: workers.go), which holds the slot until
	// the compile has stopped: the request answers as soon as its context
	// ends (request_timeout, the client gone) instead of waiting for the
	// compile's next look at that context, and the slot is not given back
	// while the abandoned compile still runs (a new compile would then
	// share the CPU with it).
	released = true
	done := make(chan compileOutcome, 1)
	s.pool.run(func() {
		var o compileOutcome
		o.cat, o.stages, o.err = compiler.CompileTimed(ctx, req)
		o.total = time.Since(start)
		release()
		for _, st := range o.stages {
			s.m.phases.With(st.Name).ObserveDuration(st.Duration)
		}
		s.m.phases.With("total").ObserveDuration(o.total)
		done <- o
	})
	var o compileOutcome
	select {
	case o = <-done:
	case <-ctx.Done():
	}
	if ctx.Err() != nil {
		// The client went away or the request ran out of time: not the
		// code's fault. The compile may still be running (it stops at
		// its next look at the context) and owns res until it ends, so
		// the caller gets no result.
		s.m.compiles.With(env.Name(), "abandoned").Inc()
		log.Info().Str("node", job.node.Name).Str("environment", env.Name()).Dur("duration", time.Since(start)).
			Str("reason", ctx.Err().Error()).
			Msg("compile abandoned: the client disconnected or request_timeout expired")
		return nil, ctx.Err()
	}
	cat, stages, err, total := o.cat, o.stages, o.err, o.total
	if err == nil && req.DeferUTF8Check {
		var took time.Duration
		res.json, took, err = agentJSONChecked(cat)
		stages = append(stages, compiler.StageTiming{Name: "check UTF-8", Duration: took})
		s.m.phases.With("check UTF-8").ObserveDuration(took)
	}
	res.stages = stages
	if err != nil {
		s.m.compiles.With(env.Name(), "failure").Inc()
		withDiagnostic(log.Error().Str("node", job.node.Name).Str("environment", env.Name()).Dur("duration", total).
			Str("error", err.Error()), err).
			Msg("catalog compile failed; the agent was sent the error (fix the code at the file, line and column given)")
		return res, &compileError{err: err}
	}
	if err := s.storeConfigsAfterCompile(ctx, job, cat); err != nil {
		log.Error().Str("node", job.node.Name).Err(err).Msg("catalog compiled but not stored for storeconfigs; the agent was sent the error")
		if res.json != nil {
			res.json.release()
			res.json.release()
			res.json = nil
		}
		return res, &compileError{err: err}
	}
	if static.checksumType != "" {
		if err := s.inlineMetadata(env, cat, job.node.Name, static); err != nil {
			s.m.compiles.With(env.Name(), "failure").Inc()
			log.Error().Err(err).Str("node", job.node.Name).Str("environment", env.Name()).
				Msg("catalog compiled but its file metadata could not be inlined (a source file is missing?); the agent was sent the error")
			return res, &compileError{err: err}
		}
	}
	s.m.compiles.With(env.Name(), "success").Inc()
	res.catalog = cat
	ev := log.Info().Str("node", job.node.Name).Str("environment", env.Name()).
		Int("resources", len(cat.Resources)).Dur("duration", total).Dur("queued", queued)
	phases := zerolog.Dict()
	for _, st := range stages {
		phases = phases.Dur(st.Name, st.Duration)
	}
	ev.Dict("phases", phases).Msg("compiled catalog")
	return res, nil
}

// serverFacts are $serverversion, $servername, $serverip and $serverip6,
// made once (New): compiles only read them.
func (s *Server) serverFacts() *values.Hash {
	h := values.NewHash(4)
	h.Put("serverversion", PuppetVersion)
	if s.cfg.ServerName != "" {
		h.Put("servername", s.cfg.ServerName)
	}
	if s.cfg.ServerIP != "" {
		h.Put("serverip", s.cfg.ServerIP)
	}
	if s.cfg.ServerIP6 != "" {
		h.Put("serverip6", s.cfg.ServerIP6)
	}
	return h
}

// trustedFor builds $trusted for a node from its verified certificate's
// Puppet extensions: {authenticated => remote, certname, extensions,
// hostname, domain, external => {}}.
func trustedFor(certname string, authenticated bool, exts []ca.NamedExtension) *values.Hash {
	h := values.NewHash(6)
	if authenticated {
		h.Put("authenticated", "remote")
	} else {
		h.Put("authenticated", false)
	}
	h.Put("certname", certname)
	// in the certificate's order, as Puppet's TrustedInformation keeps it
	// (QA-FORGE-18 S2)
	eh := values.NewHash(len(exts))
	for _, e := range exts {
		eh.Put(e.Name, e.Value)
	}
	h.Put("extensions", eh)
	host, domain, _ := strings.Cut(certname, ".")
	h.Put("hostname", host)
	h.Put("domain", domain)
	h.Put("external", values.NewHash(0))
	return h
}

// storedFacts returns the node's last stored facts (Puppet's facts
// terminus), or nil.
func (s *Server) storedFacts(node string) *values.Hash {
	rec, err := s.st.Get(node, store.Facts)
	if err != nil {
		return nil
	}
	f, err := DecodeFactsJSON(rec.Data)
	if err != nil {
		return nil
	}
	return f.Values
}

// fffd is U+FFFD in UTF-8, what the catalog's JSON writer writes for each
// sequence of a string that is not UTF-8.
var fffd = []byte("\uFFFD")

// AppendAgentJSON appends cat's JSON as punch serve sends it to an agent
// (ForAgent, compact) and is the compile's "check UTF-8" stage when the
// compile left it to its caller (compiler.Request.DeferUTF8Check): the
// writer reads every string anyway, and writes U+FFFD for what is not
// UTF-8, so JSON without U+FFFD from a catalog the agent gets whole holds
// only UTF-8 strings. The check proper (compiler.CheckUTF8: the json gem's
// message for the first bad string) runs only otherwise: when U+FFFD was
// written (a string may also hold it as a character) or when ForAgent left
// exported resources out (the check visits them). check is the time of
// the check, not of the writing.
func AppendAgentJSON(b []byte, cat *catalog.Catalog) (out []byte, check time.Duration, err error) {
	agent := cat.ForAgent()
	from := len(b)
	b = agent.AppendJSON(b, true)
	start := time.Now()
	if len(agent.Resources) != len(cat.Resources) || bytes.Contains(b[from:], fffd) {
		err = compiler.CheckUTF8(cat)
	}
	return b, time.Since(start), err
}

// agentJSONChecked is AppendAgentJSON into a pooled buffer with two users
// (the response and the store's queue, see postCatalog); nil when the check
// failed.
func agentJSONChecked(cat *catalog.Catalog) (*catalogBuffer, time.Duration, error) {
	cb := catalogBuffers.Get().(*catalogBuffer)
	var took time.Duration
	var err error
	cb.b, took, err = AppendAgentJSON(cb.b[:0], cat)
	if err != nil {
		cb.refs.Store(1)
		cb.release()
		return nil, took, err
	}
	cb.refs.Store(2)
	return cb, took, nil
}
