# Not in the code index: written for this case after the module's documentation
# ("<chain>-<name>" with an optional "-<index>").
type Nftables::RuleName = Pattern[/^[a-zA-Z0-9_]+-[a-zA-Z0-9_]+(-\d+)?$/]
