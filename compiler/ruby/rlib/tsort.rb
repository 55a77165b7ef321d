# TSort for Punch's Ruby runtime: Ruby 3.1's tsort, written for rlib.
# Strongly connected components by Tarjan's algorithm, reported in the
# order they close (so a component comes after the ones it depends on);
# tsort is that order with every component a single node.
module TSort
  class Cyclic < StandardError
  end

  def tsort
    each_node = method(:tsort_each_node)
    each_child = method(:tsort_each_child)
    TSort.tsort(each_node, each_child)
  end

  def tsort_each(&block)
    each_node = method(:tsort_each_node)
    each_child = method(:tsort_each_child)
    TSort.tsort_each(each_node, each_child, &block)
  end

  def strongly_connected_components
    each_node = method(:tsort_each_node)
    each_child = method(:tsort_each_child)
    TSort.strongly_connected_components(each_node, each_child)
  end

  def each_strongly_connected_component(&block)
    each_node = method(:tsort_each_node)
    each_child = method(:tsort_each_child)
    TSort.each_strongly_connected_component(each_node, each_child, &block)
  end

  def each_strongly_connected_component_from(node, id_map = {}, stack = [], &block)
    TSort.each_strongly_connected_component_from(node, method(:tsort_each_child), id_map, stack, &block)
  end

  def tsort_each_node
    raise NotImplementedError
  end

  def tsort_each_child(node)
    raise NotImplementedError
  end

  def self.tsort(each_node, each_child)
    tsort_each(each_node, each_child).to_a
  end

  def self.tsort_each(each_node, each_child)
    return to_enum(__method__, each_node, each_child) unless block_given?
    each_strongly_connected_component(each_node, each_child) do |component|
      if component.size == 1
        yield component.first
      else
        raise Cyclic, "topological sort failed: #{component.inspect}"
      end
    end
  end

  def self.strongly_connected_components(each_node, each_child)
    each_strongly_connected_component(each_node, each_child).to_a
  end

  def self.each_strongly_connected_component(each_node, each_child)
    return to_enum(__method__, each_node, each_child) unless block_given?
    seen = {}
    stack = []
    each_node.call do |node|
      next if seen.include?(node)
      each_strongly_connected_component_from(node, each_child, seen, stack) { |c| yield c }
    end
    nil
  end

  # Visits node and what it reaches, numbering each node as it is first
  # met (id_map; nil once its component is reported) and yielding each
  # component when its first node is left; returns the lowest number
  # reachable from node that is still on the stack.
  def self.each_strongly_connected_component_from(node, each_child, id_map = {}, stack = [], &block)
    return to_enum(__method__, node, each_child, id_map, stack) unless block
    low = own = id_map[node] = id_map.size
    depth = stack.length
    stack << node
    each_child.call(node) do |child|
      if id_map.include?(child)
        cid = id_map[child]
        low = cid if cid && cid < low
      else
        sub = each_strongly_connected_component_from(child, each_child, id_map, stack, &block)
        low = sub if sub < low
      end
    end
    if own == low
      component = stack.slice!(depth..-1)
      component.each { |n| id_map[n] = nil }
      block.call(component)
    end
    low
  end
end
