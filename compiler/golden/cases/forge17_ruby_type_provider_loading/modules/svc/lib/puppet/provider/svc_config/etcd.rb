# frozen_string_literal: true

require 'etcdv3_client_that_is_not_installed' if Puppet.features.root? && false
Puppet::Type.type(:svc_config).provide(:etcd) do
  desc 'An etcd backend, only where the client gem is present.'
  confine feature: :etcdv3
end
