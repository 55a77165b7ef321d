# A provider base class shared with require_relative, as keycloak and openstack modules write them.
class Puppet::Provider::AppShared < Puppet::Provider
  initvars
  commands sh: 'sh'

  class << self
    attr_accessor :retries
  end
  self.retries = 3

  def self.conf_path
    '/etc/app.conf'
  end
end
