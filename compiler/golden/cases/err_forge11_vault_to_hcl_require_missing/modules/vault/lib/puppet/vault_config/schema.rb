# frozen_string_literal: true

module Puppet
  module VaultConfig
    LABELED_BLOCKS = %w[listener storage seal ha_storage entropy].freeze
  end
end
