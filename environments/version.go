package environments

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/environments/configversion"
)

var (
	_ compiler.CatalogVersioner = (*Instance)(nil)
	_ compiler.Rechecker        = (*Instance)(nil)
	_ eval.SettingsSource       = (*Instance)(nil)
)

// The catalog version of an environment with a config_version command is
// the command's output (Puppet's TypeCollection#version). Puppet runs the
// command once per environment instance, the first time a compile asks,
// and keeps the answer while the instance is cached: with
// environment_timeout 0, every compile; with a longer timeout, until the
// environment is checked again or flushed. A failed run is not kept: the
// next compile runs the command again.
//
// Punch's equivalent of a new environment instance is a check of the
// files (Registry.Get when environment_timeout says so, or a flush): each
// check starts a new epoch, whose first compile runs the command; the
// compiles of one epoch share its answer. A new snapshot starts with a new
// epoch too.

// versionRun is one run of the config_version command, shared by the
// compiles of one epoch.
type versionRun struct {
	done    chan struct{}
	version string
	err     error
}

// versionEpoch holds the snapshot's current run (nil: none yet).
type versionEpoch struct {
	run atomic.Pointer[versionRun]
}

// newVersionEpoch makes the next compile run config_version again.
func (s *Snapshot) newVersionEpoch() { s.version.run.Store(nil) }

// ConfigVersion returns the catalog version given by the environment's
// config_version command (ok false when it has none), running the command
// when this epoch has not run it yet. The error is Puppet's ("Execution of
// config_version command `CMD` failed: ..."); ctx bounds the wait of this
// caller only (the run, shared with other compiles, is bounded by
// configversion.Timeout).
func (s *Snapshot) ConfigVersion(ctx context.Context) (version string, ok bool, err error) {
	command := s.conf.ConfigVersion
	if command == "" {
		return "", false, nil
	}
	r := s.version.run.Load()
	if r == nil {
		fresh := &versionRun{done: make(chan struct{})}
		if s.version.run.CompareAndSwap(nil, fresh) {
			r = fresh
			go func() {
				r.version, r.err = configversion.Run(context.Background(), command, 0)
				if r.err != nil {
					// Puppet keeps no failed version: the next compile tries again.
					s.version.run.CompareAndSwap(r, nil)
				}
				close(r.done)
			}()
		} else if r = s.version.run.Load(); r == nil {
			// The run this caller lost to has already failed and gone;
			// start another.
			return s.ConfigVersion(ctx)
		}
	}
	select {
	case <-r.done:
		return r.version, r.err == nil, r.err
	case <-ctx.Done():
		return "", false, ctx.Err()
	}
}

// Instance is an environment as one request uses it: Puppet Server's
// environment instance. It is made by Registry.Instance for each request
// and carried by the request to its compile, so that the environment is
// looked up (and its files checked) once per request.
//
// What a compile needs of it goes in the compile's request, each as its
// own field (compiler.Request): Loader (the code), Data (the data),
// the Instance itself as Versioner (config_version), Settings
// ($settings::<name>) and Recheck (a compile again when the files changed
// under it), VersionTime as Version.
type Instance struct {
	// Snapshot is the environment's code and settings at the lookup.
	*Snapshot
	// Loader gives one compile the snapshot's code.
	Loader *Loader
	// Data is the compile's data lookup service (Hiera).
	Data *DataLookup
	// VersionTime is the catalog version when the environment has no
	// config_version (see Registry.Instance); zero for the time of the
	// compile.
	VersionTime time.Time
}

// NewInstance returns an instance of the snapshot for one compile: a
// Loader and a DataLookup of its own with opts (opts.Log receives the
// warnings of both), and versionTime (zero: the time of the compile).
func (s *Snapshot) NewInstance(opts LoaderOptions, versionTime time.Time) *Instance {
	return &Instance{Snapshot: s, Loader: s.NewLoader(opts), Data: s.NewDataLookup(opts.Log), VersionTime: versionTime}
}

// CatalogVersion implements compiler.CatalogVersioner: the version of the
// compile's catalog when the environment has a config_version command
// (Snapshot.ConfigVersion).
func (in *Instance) CatalogVersion(ctx context.Context) (string, bool, error) {
	return in.Snapshot.ConfigVersion(ctx)
}

// PuppetSetting implements eval.SettingsSource: the settings of the
// instance's environment (Loader.PuppetSetting).
func (in *Instance) PuppetSetting(name string) (string, bool) {
	return in.Loader.PuppetSetting(name)
}

// Bind gives the compile request r this instance's environment and
// returns r: the environment's name, its code (Loader), its data (Data),
// and the instance as the compile's catalog versioner, settings and
// recheck. The one place that says which parts of a request an
// environment provides (the server, punch compile and punch lookup build
// their requests with it); the caller gives the node's own parts.
func (in *Instance) Bind(r *compiler.Request) *compiler.Request {
	r.Environment = in.Name()
	r.Loader, r.Data = in.Loader, in.Data
	r.Versioner, r.Settings, r.Recheck = in, in, in
	return r
}

// Recheck implements compiler.Rechecker: when the compile used a file the
// snapshot could not vouch for and the files have changed (Loader.Recheck),
// done is given again on the newer snapshot: a new instance (with the
// same version time) gives it its Loader and Recheck, and its Data,
// Versioner and Settings where done had this instance's. nil when the
// catalog stands.
func (in *Instance) Recheck(done *compiler.Request) *compiler.Request {
	nl := in.Loader.Recheck()
	if nl == nil {
		return nil
	}
	next := &Instance{Snapshot: nl.s, Loader: nl, Data: nl.s.NewDataLookup(in.Data.log), VersionTime: in.VersionTime}
	r := *done
	r.Loader, r.Recheck = nl, next
	if done.Data == compiler.DataLookup(in.Data) {
		r.Data = next.Data
	}
	if done.Versioner == compiler.CatalogVersioner(in) {
		// The version comes from the environment's state the compile runs
		// on: the newer one's.
		r.Versioner = next
	}
	if done.Settings == eval.SettingsSource(in) {
		r.Settings = next
	}
	return &r
}

// Instance looks an environment up for one request (Get: its files are
// checked as environment_timeout says) and gives it a Loader of its own
// with opts. The error wraps ErrUnknownEnvironment when there is no such
// environment.
//
// VersionTime is the time that is a catalog's version when the
// environment has no config_version. Puppet takes Time.now of the first
// compile in an environment instance (TypeCollection#version, memoized):
// with environment_timeout 0 every compile has its own instance, so the
// version is the compile's time; otherwise an instance lives until it has
// not been used for environment_timeout (Puppet's MRU cache entry), or
// until a flush or a change of the files (a new snapshot), and its
// compiles share the time of its first one.
func (r *Registry) Instance(name string, opts LoaderOptions) (*Instance, error) {
	s, err := r.Get(name)
	if err != nil {
		return nil, err
	}
	return s.NewInstance(opts, r.instances.versionTime(s, r.now())), nil
}

// instances holds, per environment, the instance Puppet Server would have
// now: a snapshot, when it was first compiled in and when last used.
type instances struct {
	mu sync.Mutex
	m  map[string]*instance
}

type instance struct {
	snap       *Snapshot
	first, use time.Time
}

// versionTime is the version time of a compile at now in s (see
// Registry.Instance).
func (in *instances) versionTime(s *Snapshot, now time.Time) time.Time {
	ttl := s.Config().Timeout
	if !ttl.IsUnlimited() && ttl.Duration() <= 0 {
		return now
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.m == nil {
		in.m = map[string]*instance{}
	}
	cur := in.m[s.Name()]
	if cur == nil || cur.snap != s || (!ttl.IsUnlimited() && now.Sub(cur.use) > ttl.Duration()) {
		cur = &instance{snap: s, first: now}
		in.m[s.Name()] = cur
	}
	cur.use = now
	return cur.first
}
