package org.netreplay.log.merge;

/** {@link FilteredRows} backed by a {@link RowBits} bitmap (about 1.5 bits per row). Immutable. */
final class BitmapFilteredRows implements FilteredRows {
    private final MergedLog source;
    private final LineFilter filter;
    private final RowBits bits;

    BitmapFilteredRows(MergedLog source, LineFilter filter, RowBits bits) {
        this.source = source;
        this.filter = filter;
        this.bits = bits;
    }

    @Override
    public MergedLog source() {
        return source;
    }

    @Override
    public LineFilter filter() {
        return filter;
    }

    @Override
    public int size() {
        return bits.size();
    }

    @Override
    public int row(int position) {
        return bits.select(position);
    }

    @Override
    public int nextVisibleRow(int row) {
        return bits.next(Math.max(0, row));
    }

    @Override
    public boolean isVisible(int row) {
        return row >= 0 && row < bits.rowCount() && bits.get(row);
    }

    @Override
    public int positionAtOrAfterRow(int row) {
        return bits.rank(row);
    }

    @Override
    public int positionAtOrAfterFrame(int frame) {
        int start = source.firstRowAtOrAfterFrame(frame);
        for (int p = bits.rank(start); p < bits.size(); p++) {
            if (source.frame(bits.select(p)) >= frame) {
                return p;
            }
        }
        return bits.size();
    }
}
