require_relative '../../../puppet_x/profile/naming'

module Puppet::Parser::Functions
  newfunction(:profile_legacy, :type => :rvalue, :arity => -2, :doc => <<-DOC
    Cleans its arguments with util_clean and joins them with $profile::sep.
  DOC
  ) do |args|
    sep = lookupvar('profile::sep')
    sep = '-' if sep.nil? || sep == ''
    parts = args.map { |a| function_util_clean([a]) }
    PuppetX::Profile::Naming.join(parts, sep)
  end
end
