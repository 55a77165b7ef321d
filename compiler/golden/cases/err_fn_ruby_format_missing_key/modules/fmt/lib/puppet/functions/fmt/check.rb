Puppet::Functions.create_function(:'fmt::check') do
  dispatch :check do
    param 'Any', :value
  end

  def check(value)
    return 'ok' if value.is_a?(Hash)

    raise Puppet::ParseError, _('fmt::check: got a %{klass}, wanted a Hash') % { class: value.class }
  end
end
