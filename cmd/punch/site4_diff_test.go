package main

import (
	"path/filepath"
	"testing"
)

// TestDiffSite4AsOctocatalog compares punch diff with octocatalog-diff 2.1.0
// on a second control repository (testdata/site4swh): two commits of a
// repository made of SoftwareHeritage/puppet-swh-site's own Ruby functions
// (flatten_to_argument_list, ip_for_network, unflatten_keys, reverse_ipv4,
// inline_yaml) and type, where the newer inline_yaml accepts lists and the
// storage configuration in Hiera changed. The reference is
// octocatalog-diff's reports recorded by testdata/site4swh/record-octocatalog.sh
// (for both nodes octocatalog-diff 2.1.0 crashes on the changed hash of
// Notify[swh args], so they are its comparison of Puppet 7.23's catalogs).
func TestDiffSite4AsOctocatalog(t *testing.T) {
	dir, _ := filepath.Abs("testdata/site4swh")
	compareRecordedOctocatalog(t, dir, 0)
}
