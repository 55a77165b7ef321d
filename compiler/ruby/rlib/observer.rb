# Observable for Punch's Ruby runtime: Ruby 3.1's observer, written for
# rlib. Observers are kept in the order they were added, each with the
# method notify_observers calls.
module Observable
  def add_observer(observer, func = :update)
    @observer_peers = {} unless defined?(@observer_peers)
    unless observer.respond_to?(func)
      raise NoMethodError, "observer does not respond to `#{func}'"
    end
    @observer_peers[observer] = func
  end

  def delete_observer(o)
    @observer_peers.delete(o) if defined?(@observer_peers)
  end

  def delete_observers
    @observer_peers.clear if defined?(@observer_peers)
  end

  def count_observers
    defined?(@observer_peers) ? @observer_peers.size : 0
  end

  def changed(state = true)
    @observer_state = state
  end

  def changed?
    defined?(@observer_state) && @observer_state ? true : false
  end

  def notify_observers(*arg)
    if defined?(@observer_state) && @observer_state
      if defined?(@observer_peers)
        @observer_peers.each { |k, v| k.__send__(v, *arg) }
      end
      @observer_state = false
    end
  end
end
