# Rich (non-Data) parameter values stored in PuppetDB: Puppet's terminus
# converts the catalog with Puppet.override(stringify_rich: true) {
# catalog.to_data_hash } (ToStringifiedConverter), so PuppetDB keeps each
# rich value as its string and a node collecting it gets that string
# (QA-SITE-6 F7: concat::fragment's Deferred content).
node 'exp.example.com' {
  @@notify { 'deferred':
    message => Deferred('sprintf', ['%s-%s', 'a', 'b']),
  }
  @@notify { 'scalars':
    message => [Binary('aGVsbG8='), Timestamp('2021-02-03T04:05:06.789 UTC'), Timespan(3600), SemVer('1.2.3'),
      SemVerRange('>=1.0.0 <2.0.0'), /^a\/b.*$/, default, undef, 'plain', 1, 2.5, true],
  }
  @@notify { 'types':
    message => { 'int' => Integer[1, 10], 'hash' => Hash[String, Integer], 'res' => Resource['file'] },
  }
  @@notify { 'keys':
    message => { 1 => 'one', default => 'dflt', '__ptype' => 'reserved', '__pvalue' => 'also', ['a', 1] => 'array',
      2.5 => 'float', true => 'bool' },
  }
  @@notify { 'nested-deferred':
    message => { 'a' => [Deferred('join', [['x', 'y'], ','])], 'b' => { 'c' => Binary('AAEC') } },
  }
  @@file { '/tmp/binary-content': content => Binary('AAEC') }
  # not exported: only in exp's own stored catalog
  notify { 'local-deferred': message => Deferred('sprintf', ['%s', 'local']) }
  notify { 'nested-sensitive': message => ['a', Sensitive('hidden'), { 'k' => Sensitive('also hidden') }] }
}
node default {
  Notify <<| |>>
  File <<| |>>
}
