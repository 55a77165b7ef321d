# Manage custom DNSSEC policies
# (parameter documentation of the original left out)
define dns::dnssec_policy (
  Optional[Integer] $dnskey_ttl                   = undef,
  Array[Dns::Dnssec_policy_key] $keys             = [],
  Optional[Integer] $max_zone_ttl                 = undef,
  Optional[Integer] $parent_ds_ttl                = undef,
  Optional[String[1]] $parent_propagation_delay   = undef,
  Optional[String[1]] $publish_safety             = undef,
  Optional[String[1]] $retire_safety              = undef,
  Optional[String[1]] $signatures_refresh         = undef,
  Optional[String[1]] $signatures_validity        = undef,
  Optional[String[1]] $signatures_validity_dnskey = undef,
  Optional[String[1]] $zone_propagation_delay     = undef,
) {
  if $name == 'none' or $name == 'default' {
    fail("The name \"${name}\" is reserved and cannot be used")
  }

  concat::fragment { "dnssec-policy-${name}":
    target  => $dns::publicviewpath,
    order   => '0',
    content => epp('dns/named.dnssec_policy.epp',
      {
        name    => $name,
        keys    => $keys,
        options => {
          'dnskey-ttl'                 => $dnskey_ttl,
          'max-zone-ttl'               => $max_zone_ttl,
          'parent-ds-ttl'              => $parent_ds_ttl,
          'parent-propagation-delay'   => $parent_propagation_delay,
          'publish-safety'             => $publish_safety,
          'retire-safety'              => $retire_safety,
          'signatures-refresh'         => $signatures_refresh,
          'signatures-validity'        => $signatures_validity,
          'signatures-validity-dnskey' => $signatures_validity_dnskey,
          'zone-propagation-delay'     => $zone_propagation_delay,
        },
      }
    ),
  }
}
