Puppet::Type.type(:pt_rule).provide(:redhatty, parent: :base, source: :base) do
  desc 'Red Hat only.'
  confine osfamily: 'RedHat'
  defaultfor osfamily: 'RedHat'
  has_feature :ipv6
end
