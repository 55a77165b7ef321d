# Puppet::Util::Platform (Puppet 7.23's puppet/util/platform.rb) as Punch's
# server answers it: a POSIX host (File::ALT_SEPARATOR is nil there), FIPS as
# the host's /proc says, and jruby? true: Punch compiles as Puppet Server
# does (run mode server, as $settings::run_mode and the frozen strings of
# compiler/eval/frozen.go), and Puppet Server runs Puppet in JRuby. Written
# for Punch after what Puppet's file does.
module Puppet
  module Util
    module Platform
      FIPS_STATUS_FILE = '/proc/sys/crypto/fips_enabled'.freeze
      WINDOWS_FIPS_REGISTRY_KEY = 'System\\CurrentControlSet\\Control\\Lsa\\FipsAlgorithmPolicy'.freeze

      def windows?
        !!File::ALT_SEPARATOR
      end

      def solaris?
        RUBY_PLATFORM.include?('solaris')
      end

      def default_paths
        return [] if windows?
        %w[/usr/sbin /sbin]
      end

      # read once, when the module is loaded, as Puppet's
      @fips_enabled = File.exist?(FIPS_STATUS_FILE) && File.read(FIPS_STATUS_FILE, 1) == '1'

      def fips_enabled?
        @fips_enabled
      end

      # Puppet Server's JRuby has OpenSSL: not JRuby's FIPS mode
      def jruby_fips?
        false
      end

      module_function :windows?, :solaris?, :default_paths, :fips_enabled?, :jruby_fips?

      def self.jruby?
        true
      end
    end
  end
end
