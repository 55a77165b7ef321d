package resourcetypes

import "github.com/punch-dev/punch/compiler/values"

// titleCacheLimit bounds a type's cache of parsed titles (per generation
// of values.BoundedCache): titles are data (node names, paths), and a
// server compiles the same titles again for every catalog of a role.
const titleCacheLimit = 4096

// newTitleCache is the cache of ParseTitle for a type whose title patterns
// include one run as a regular expression (regexp2 costs about 15,000
// instructions a match: keystone's and neutron's *_config types, matched
// several times per resource by the compiler's uniqueness keys, aliases
// and catalog parameters), nil when every pattern is matched by hand.
func newTitleCache(patterns []TitlePattern) *values.BoundedCache[string, []AttrValue] {
	for i := range patterns {
		if patterns[i].fast == fastNone && patterns[i].re != nil {
			return values.NewBoundedCache[string, []AttrValue](titleCacheLimit)
		}
	}
	return nil
}

// cachedParseTitle is parseTitle through the type's cache. Only successes
// are kept (an error is rare, and its text holds the title); a match
// depends on nothing but the patterns and the title, so the result holds
// for every compile that uses the type.
func (t *Type) cachedParseTitle(title string) ([]AttrValue, error) {
	if parts, ok := t.titles.Load(title); ok {
		return parts, nil
	}
	parts, err := t.parseTitle(title)
	if err != nil {
		return nil, err
	}
	return t.titles.Add(title, parts), nil
}
