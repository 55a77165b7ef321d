require 'pry'

Puppet::Type.newtype(:multi_rel) do
  desc <<-'ENDOFDESC'
  Like an anchor, but simply for defining multiple relationships, the way
  we used to use collectors before we realized how dangerous they were.
  ENDOFDESC


  newparam(:type, :namevar => true) do
    desc 'The type of other resource to depend upon'

    munge do |value|
      value.to_s.downcase.to_sym
    end
  end

  newparam(:match) do
    desc 'The parameter name to match on'

    munge do |value|
      value.to_s.downcase.to_sym
    end
  end

  newparam(:pattern) do
    desc 'A string or regex pattern to match in combination with the match param'
    validate do |value|
      unless [String, Regexp].include?(value.class)
        fail Puppet::ParseError, "Pattern must be a string or regex '#{value}'"
      end
    end
  end

  newparam(:relationship) do
    munge do |value|
      value.to_s.downcase.to_sym
    end

    desc 'The relationship to enforce from this resource to the matched resources'
    validate do |value|
      unless [:before, :require, :subscribe, :notify].include?(value.to_sym)
        fail Puppet::ParseError, "'#{value}' is not a valid relationship"
      end
    end
  end

  def refresh
    # We don't do anything with them, but we need this to
    #   show that we are "refresh aware" and not break the
    #   chain of propagation.
  end
end
