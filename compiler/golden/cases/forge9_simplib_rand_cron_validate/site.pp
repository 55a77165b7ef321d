# simp/pupmod-simp-simplib: simplib::rand_cron (Zlib.crc32, Digest::SHA256 hexdigest.hex, IPAddr#to_i, and
# eval of a String naming the helper), validate_deep_hash (Regexp.new of reference strings), validate_uri_list
# (URI()), to_integer (respond_to?(:to_i) over Puppet values).
['myhost.test.local', '10.0.23.45', 'fd00::17'].each |$m| {
  notice([$m, simplib::rand_cron($m, 'crc32'), simplib::rand_cron($m, 'ip_mod', 2, 23), simplib::rand_cron($m, 'sha256', 4)])
}
simplib::validate_deep_hash(
  { 'foo' => { 'bar' => { 'baz' => '^\d+$', 'abc' => '^\w+$', 'def' => undef }, 'baz' => { 'qrs' => false, 'xyz' => '^true|false$' } } },
  { 'foo' => { 'bar' => { 'baz' => ['123', 45], 'abc' => ['these', 'are', 'words'], 'def' => 'Anything' }, 'baz' => { 'qrs' => false, 'xyz' => true } } },
)
simplib::validate_uri_list(['http://foo.bar.baz:1234', 'ldap://my.ldap.server'])
simplib::validate_uri_list('ldaps://my.ldap.server', ['ldap', 'ldaps'])
notice([simplib::to_integer('42abc'), simplib::to_integer(3.99), simplib::to_integer(7), simplib::to_integer('x'), simplib::to_integer(undef)])
