package environments

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/environments/configversion"
)

var _ compiler.CatalogVersioner = (*Loader)(nil)

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

// CatalogVersion implements eval.CatalogVersioner: the version of the
// compile's catalog when the environment has a config_version command.
func (l *Loader) CatalogVersion(ctx context.Context) (string, bool, error) {
	return l.s.ConfigVersion(ctx)
}

// Instance is an environment as one request uses it: Puppet Server's
// environment instance. It is made by Registry.Instance for each request
// and carried by the request to its compile, so that the environment is
// looked up (and its files checked) once per request.
type Instance struct {
	// Snapshot is the environment's code and settings at the lookup.
	*Snapshot
	// Loader gives one compile the snapshot's code.
	Loader *Loader
	// VersionTime is the catalog version when the environment has no
	// config_version (see Registry.Instance).
	VersionTime time.Time
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
	return &Instance{Snapshot: s, Loader: s.NewLoader(opts), VersionTime: r.instances.versionTime(s, r.now())}, nil
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
