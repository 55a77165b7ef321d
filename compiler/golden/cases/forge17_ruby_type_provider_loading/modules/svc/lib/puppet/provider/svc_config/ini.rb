# frozen_string_literal: true

Puppet::Type.type(:svc_config).provide(:ini) do
  desc 'INI files.'
  defaultfor kernel: 'Linux'
  commands crudini: 'crudini'
end
