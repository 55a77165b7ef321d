# frozen_string_literal: true

Puppet::Type.type(:svc_config).provide(:etcd, parent: Puppet::Provider::SvcBaseNotDefined) do
  desc 'A provider whose parent class does not exist: loading it raises NameError.'
end
