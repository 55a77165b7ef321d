node default {
}
